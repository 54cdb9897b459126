import { startTestApp } from '../../testing/testApp';
import { FORGOT_MAILS_PER_WINDOW } from './resetTokens';

// Forgot password cannot flood a mailbox: past the cap the answer is still 204, but no mail goes.
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

it(`sends at most ${FORGOT_MAILS_PER_WINDOW} reset mails to one user within the window`, async () => {
  for (let i = 0; i < FORGOT_MAILS_PER_WINDOW + 2; i++) {
    const res = await app.inject({ method: 'POST', url: '/userprofile/api/v1/password/forgot', payload: { username: 'demo.sco' } });
    expect(res.statusCode).toBe(204);
    await app.ctx.mailer.idle();
  }
  const toSco = app.ctx.mailer.sent.filter((mail) => String(mail.to).includes('demo.sco@example.com'));
  expect(toSco).toHaveLength(FORGOT_MAILS_PER_WINDOW);
});
