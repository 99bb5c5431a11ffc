/**
 * Starts the demo's outside parties on loopback (`npm run fakes`, and `npm start` / the browser tests'
 * server through scripts/start-fakes.mjs): the SMTP capture server with its reader, the SMS gateway and
 * the bank. Prints one line of JSON with the environment the portal needs to use them (SMTP_URL,
 * SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SB_JWKS_URL, SB_ISSUER) and the readers' addresses, then runs until
 * stopped.
 *
 * FAKES_PORT (default 8325): the SMTP port; the capture's reader, the SMS gateway and the bank take the
 * next three. 0: any free ports. PORTAL_URL: the portal's public address (the bank sends people there).
 */
import { startFakeBank } from './bank';
import { startFakeSmsGateway } from './sms-gateway';
import { createSmtpCapture, startCaptureReader } from './smtp-capture';

async function main(): Promise<void> {
  const host = '127.0.0.1';
  const base = Number(process.env.FAKES_PORT ?? 8325);
  if (!Number.isInteger(base) || base < 0 || base > 65532)
    throw new Error('FAKES_PORT must be a port number');
  const port = (offset: number): number => (base === 0 ? 0 : base + offset);
  const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:8080';
  const capture = createSmtpCapture({ host, port: port(0) });
  await capture.start();
  const reader = await startCaptureReader(capture, { host, port: port(1) });
  const sms = await startFakeSmsGateway({ host, port: port(2) });
  const bank = await startFakeBank({ host, port: port(3), portalUrl });
  process.stdout.write(
    `${JSON.stringify({
      env: {
        SMTP_URL: capture.url,
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_TOKEN: sms.token,
        SB_JWKS_URL: bank.jwksUrl,
        SB_ISSUER: bank.url,
      },
      mailReader: `${reader.url}/messages`,
      smsReader: `${sms.url}/messages`,
      bank: bank.url,
    })}\n`,
  );
  const stop = (): void => {
    void Promise.all([capture.stop(), reader.close(), sms.close(), bank.close()]).finally(() =>
      process.exit(0),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`fakes: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
