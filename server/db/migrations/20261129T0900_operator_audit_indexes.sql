-- The back office reads the operator audit newest first within a date range; an operator of
-- one merchant reads only its merchant's lines, so those pages walk this index instead of
-- every merchant's lines of the range.
CREATE INDEX operator_audit_merchant_at ON operator_audit (merchant_id, at DESC, id DESC);
