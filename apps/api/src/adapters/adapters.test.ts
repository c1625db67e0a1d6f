import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../test/recording-fetch.ts';
import { ConsoleEmail } from './email/console-email.ts';
import { SmtpEmail } from './email/smtp-email.ts';
import { ConsoleSms } from './sms/console-sms.ts';
import { Msg91Sms } from './sms/msg91-sms.ts';

describe('MSG91 adapter', () => {
  it('calls SendOTP v5 with the auth key, the DLT template, the number with 91 and our code', async () => {
    const { calls, fetch } = recordingFetch(200, { type: 'success', request_id: 'r1' });
    const sms = new Msg91Sms({
      authKey: 'auth-123',
      templateId: 'tmpl-456',
      fetch,
    });
    await sms.sendOtp('9876543210', '042917', 5, 'en');
    const call = calls[0];
    if (!call) throw new Error('MSG91 was not called');
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe('https://control.msg91.com/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template_id: 'tmpl-456',
      mobile: '919876543210',
      otp: '042917',
      otp_expiry: '5',
    });
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).authkey).toBe('auth-123');
  });

  it('texts a Hindi page its code through the Hindi template, as Unicode; English when none is registered', async () => {
    const urls: URL[] = [];
    const fetch = async (url: string | URL | Request) => {
      urls.push(new URL(String(url)));
      return new Response(JSON.stringify({ type: 'success' }), { status: 200 });
    };
    await new Msg91Sms({ authKey: 'a', templateId: 'otp-en', hindiTemplateId: 'otp-hi', fetch }).sendOtp(
      '9876543210',
      '042917',
      5,
      'hi',
    );
    await new Msg91Sms({ authKey: 'a', templateId: 'otp-en', fetch }).sendOtp(
      '9876543210',
      '042917',
      5,
      'hi',
    );
    expect(urls.map((url) => [url.searchParams.get('template_id'), url.searchParams.get('unicode')])).toEqual(
      [
        ['otp-hi', '1'],
        ['otp-en', null],
      ],
    );
  });

  it('sends a Hindi order message as Unicode', async () => {
    const bodies: unknown[] = [];
    const sms = new Msg91Sms({
      authKey: 'a',
      templateId: 't',
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ type: 'success' }), { status: 200 });
      },
    });
    await sms.send({
      to: '9876543210',
      templateId: 'paid-hi',
      variables: { order: 'O-1' },
      text: '',
      language: 'hi',
    });
    expect(bodies[0]).toMatchObject({ template_id: 'paid-hi', unicode: 1 });
  });

  it('throws when MSG91 refuses, so the shop tells the shopper and keeps no challenge', async () => {
    const sms = new Msg91Sms({
      authKey: 'a',
      templateId: 't',
      fetch: async () =>
        new Response(JSON.stringify({ type: 'error', message: 'Invalid authkey' }), { status: 401 }),
    });
    await expect(sms.sendOtp('9876543210', '123456', 5, 'en')).rejects.toThrow(
      'MSG91 refused the OTP: 401 Invalid authkey',
    );
  });

  it('sends order messages through the flow API with the DLT template, the sender and the variables', async () => {
    const { calls, fetch } = recordingFetch(200, { type: 'success', message: '3763646c3058' });
    const sms = new Msg91Sms({
      authKey: 'auth-123',
      templateId: 'otp-template',
      senderId: 'VANYAN',
      fetch,
    });
    await sms.send({
      to: '9876543210',
      templateId: 'paid-template',
      variables: { order: 'ORD-2026-000123', amount: 'Rs.1,299' },
      text: 'ignored: MSG91 fills its own copy of the template',
      language: 'en',
    });
    const call = calls[0];
    if (!call) throw new Error('MSG91 was not called');
    expect(call.url).toBe('https://control.msg91.com/api/v5/flow');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).authkey).toBe('auth-123');
    expect(JSON.parse(String(call.init.body))).toEqual({
      template_id: 'paid-template',
      sender: 'VANYAN',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', order: 'ORD-2026-000123', amount: 'Rs.1,299' }],
    });
  });

  it('sends the login alert through the flow API with its DLT template, the Hindi one as Unicode', async () => {
    const bodies: unknown[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ type: 'success' }), { status: 200 });
    };
    const options = { authKey: 'a', templateId: 'otp', loginAlertTemplateId: 'alert-en', fetch };
    await new Msg91Sms(options).sendLoginAlert('9876543210', 'en');
    await new Msg91Sms({ ...options, hindiLoginAlertTemplateId: 'alert-hi' }).sendLoginAlert(
      '9876543210',
      'hi',
    );
    // No Hindi template registered: the English one, as its registered text must be sent.
    await new Msg91Sms(options).sendLoginAlert('9876543210', 'hi');
    expect(bodies).toEqual([
      { template_id: 'alert-en', short_url: '0', recipients: [{ mobiles: '919876543210' }] },
      { template_id: 'alert-hi', short_url: '0', unicode: 1, recipients: [{ mobiles: '919876543210' }] },
      { template_id: 'alert-en', short_url: '0', recipients: [{ mobiles: '919876543210' }] },
    ]);
  });

  it('throws when the flow API refuses an order message, so the dispatcher tries again later', async () => {
    const sms = new Msg91Sms({
      authKey: 'a',
      templateId: 't',
      fetch: async () =>
        new Response(JSON.stringify({ type: 'error', message: 'Template not approved' }), { status: 400 }),
    });
    await expect(
      sms.send({ to: '9876543210', templateId: 'x', variables: {}, text: '', language: 'en' }),
    ).rejects.toThrow('MSG91 refused the message: 400 Template not approved');
  });
});

describe('console outboxes', () => {
  /** What a console adapter wrote, a JSON row a line. */
  const outboxRows = async (file: string) =>
    (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((row) => JSON.parse(row));

  it('the console SMS writes the DLT template id and its variables beside the text', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-sms-'));
    const sms = new ConsoleSms(dataDir, () => {});
    await sms.send({
      to: '9876543210',
      templateId: 'ORDER_PAID',
      variables: { order: 'ORD-1' },
      text: 'Paid ORD-1',
      language: 'en',
    });
    const [written] = await outboxRows(sms.outboxFile);
    expect(written).toMatchObject({
      to: '9876543210',
      templateId: 'ORDER_PAID',
      variables: { order: 'ORD-1' },
      text: 'Paid ORD-1',
    });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the console SMS writes the login alert under its template’s name, apart from login codes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-sms-'));
    const sms = new ConsoleSms(dataDir, () => {});
    await sms.sendLoginAlert('9876543210', 'en');
    await sms.sendLoginAlert('9876543210', 'hi');
    const written = await outboxRows(sms.outboxFile);
    expect(written).toMatchObject([
      {
        to: '9876543210',
        templateId: 'LOGIN_ALERT',
        text: expect.stringMatching(/^Vanya Naturals: many wrong/),
      },
      { to: '9876543210', templateId: 'LOGIN_ALERT_HI', text: expect.stringContaining('गलत लॉग इन कोड') },
    ]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the console e-mail writes attachments as files, never outside its folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-email-'));
    const email = new ConsoleEmail(dataDir, () => {});
    const content = Buffer.from('%PDF-1.7');
    await email.send({
      to: 'ananya@example.com',
      subject: 'Your invoice',
      text: 'Attached',
      html: '<p>Attached</p>',
      attachments: [{ filename: '../../etc/VN 2026.pdf', content, contentType: 'application/pdf' }],
    });
    const [written] = await outboxRows(email.outboxFile);
    expect(written).toMatchObject({
      to: 'ananya@example.com',
      subject: 'Your invoice',
      attachments: [{ filename: '../../etc/VN 2026.pdf', contentType: 'application/pdf', bytes: 8 }],
    });
    const file = written.attachments[0].file as string;
    expect(path.dirname(file)).toBe(email.attachmentsDir);
    expect(path.basename(file)).toMatch(/^[0-9a-f]{8}-VN_2026\.pdf$/);
    expect(await readFile(file)).toEqual(content);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('SMTP e-mail', () => {
  it('hands the message, its HTML and its PDF attachment to the mail server', async () => {
    // A mail server that accepts everything and keeps what it was given.
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = '';
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        for (;;) {
          if (inData) {
            const end = data.indexOf('\r\n.\r\n');
            if (end === -1) return;
            received.push(data.slice(0, end));
            data = data.slice(end + 5);
            inData = false;
            socket.write('250 queued\r\n');
            continue;
          }
          const end = data.indexOf('\r\n');
          if (end === -1) return;
          const command = data.slice(0, end).toUpperCase();
          data = data.slice(end + 2);
          if (command.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN LOGIN\r\n');
          else if (command.startsWith('DATA')) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write(command.startsWith('AUTH') ? '235 ok\r\n' : '250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const email = new SmtpEmail({
      url: `smtp://orders%40vanya.example:secret@127.0.0.1:${port}`,
      from: 'Vanya Naturals <orders@vanya.example>',
    });
    try {
      await email.send({
        to: 'ananya@example.com',
        subject: 'Thank you for your order ORD-2026-000123',
        text: 'We have received your payment.',
        html: '<p>We have received your payment.</p>',
        attachments: [
          {
            filename: 'VN-2026-27-000123.pdf',
            content: Buffer.from('%PDF-1.7'),
            contentType: 'application/pdf',
          },
        ],
      });
    } finally {
      email.close();
      server.close();
    }
    const [message = ''] = received;
    expect(message).toContain('From: Vanya Naturals <orders@vanya.example>');
    expect(message).toContain('To: ananya@example.com');
    expect(message).toContain('Subject: Thank you for your order ORD-2026-000123');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain('filename=VN-2026-27-000123.pdf');
    expect(message).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
