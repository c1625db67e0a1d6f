import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Secrets } from '../secrets.ts';
import { ConsoleEmail } from './email/console-email.ts';
import type { EmailSender } from './email/email.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { choosePaymentProvider } from './payments/providers.ts';
import type { SandboxProvider } from './payments/sandbox/sandbox-provider.ts';
import type { PayoutProvider } from './payouts/payout-provider.ts';
import { choosePayoutProvider } from './payouts/providers.ts';
import type { PayoutSandbox } from './payouts/sandbox/payout-sandbox.ts';
import { chooseShippingProvider } from './shipping/providers.ts';
import type { ShippingSandbox } from './shipping/sandbox/shipping-sandbox.ts';
import type { ShippingProvider } from './shipping/shipping-provider.ts';
import { ConsoleSms } from './sms/console-sms.ts';
import { Msg91Sms } from './sms/msg91-sms.ts';
import type { SmsSender } from './sms/sms.ts';
import { chooseWhatsAppProvider } from './whatsapp/providers.ts';
import type { WhatsAppSandbox } from './whatsapp/sandbox/whatsapp-sandbox.ts';
import type { WhatsAppProvider } from './whatsapp/whatsapp-provider.ts';

export interface ConfiguredAdapters {
  sms: SmsSender;
  email: EmailSender;
  gateway: PaymentProvider;
  /** Present when the sandbox is the payment provider. */
  sandbox: SandboxProvider | undefined;
  /** The courier aggregator; undefined with SHIPPING_PROVIDER=manual. */
  shipping: ShippingProvider | undefined;
  /** Present when the sandbox is the courier aggregator. */
  shippingSandbox: ShippingSandbox | undefined;
  /** Pays COD orders' refunds out to a UPI id or bank account. */
  payouts: PayoutProvider;
  /** Present when the sandbox is the payout provider. */
  payoutSandbox: PayoutSandbox | undefined;
  /** Sends WhatsApp template messages and reads WhatsApp's webhooks. */
  whatsapp: WhatsAppProvider;
  /** Present when the sandbox is the WhatsApp provider. */
  whatsappSandbox: WhatsAppSandbox | undefined;
}

/**
 * The outside services the configuration chooses (SMS, e-mail, payments, couriers, payouts, WhatsApp), for the composition root in
 * services.ts. A provider's client library loads only when the shop is configured to use it.
 */
export async function configuredAdapters({
  db,
  config,
  secrets,
  log,
}: {
  db: Db;
  config: Config;
  secrets: Secrets;
  log: (line: string) => void;
}): Promise<ConfiguredAdapters> {
  const sms: SmsSender =
    config.SMS_PROVIDER === 'msg91'
      ? new Msg91Sms({
          authKey: config.MSG91_AUTH_KEY ?? '',
          templateId: config.MSG91_OTP_TEMPLATE_ID ?? '',
          ...(config.MSG91_OTP_TEMPLATE_ID_HI ? { hindiTemplateId: config.MSG91_OTP_TEMPLATE_ID_HI } : {}),
          loginAlertTemplateId: config.MSG91_LOGIN_ALERT_TEMPLATE_ID ?? '',
          ...(config.MSG91_LOGIN_ALERT_TEMPLATE_ID_HI
            ? { hindiLoginAlertTemplateId: config.MSG91_LOGIN_ALERT_TEMPLATE_ID_HI }
            : {}),
          ...(config.MSG91_SENDER_ID ? { senderId: config.MSG91_SENDER_ID } : {}),
        })
      : new ConsoleSms(config.dataDir, log);
  const email: EmailSender =
    config.EMAIL_PROVIDER === 'smtp'
      ? // NOTE: nodemailer loads only when the shop sends real e-mail.
        new (await import('./email/smtp-email.ts')).SmtpEmail({
          url: config.SMTP_URL ?? '',
          from: config.EMAIL_FROM ?? '',
        })
      : new ConsoleEmail(config.dataDir, log);
  const { gateway, sandbox } = await choosePaymentProvider({ config, db, secrets });
  const { provider: shipping, sandbox: shippingSandbox } = await chooseShippingProvider({
    config,
    db,
    secrets,
  });

  const { payouts, sandbox: payoutSandbox } = await choosePayoutProvider({ config, db, secrets });

  const { whatsapp, sandbox: whatsappSandbox } = await chooseWhatsAppProvider({ config, db, secrets, log });

  return {
    sms,
    email,
    gateway,
    sandbox,
    shipping,
    shippingSandbox,
    payouts,
    payoutSandbox,
    whatsapp,
    whatsappSandbox,
  };
}
