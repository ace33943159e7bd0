// The Mailer port of review notifications, and its SMTP adapter (nodemailer). Without SMTP_URL there is no mailer:
// notifications stay in the product's notification centre only (README, environment).
import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export const mailerOf = (config: { smtpUrl: string | null; mailFrom: string }): Mailer | null =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
