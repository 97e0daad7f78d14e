-- Never used: wrong payment passwords are counted by the guessing limit (guess_counters,
-- or Redis), keyed paypw:<merchant>:<member>.
DROP TABLE IF EXISTS payment_password_guard;
