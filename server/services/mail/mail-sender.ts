import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail through SMTP (nodemailer). Absent when no SMTP server is configured. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export function createMailSender(smtpUrl: string, from: string): MailSender {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
