import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { fakeImages, InMemoryCatalog, InMemoryEngagement, InMemoryMedia } from '../testing/in-memory-catalog.js';
import { makeApplyAsStockist } from './apply-as-stockist.js';
import { makeSendFeedback } from './send-feedback.js';
import { makeSubmitReview } from './submit-review.js';
import { makeSubscribeNewsletter } from './subscribe-newsletter.js';

const clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));

describe('subscribeNewsletter', () => {
  it('creates a one-time 10% code, mails it, and refuses a second sign-up', async () => {
    const engagement = new InMemoryEngagement();
    const subscribe = makeSubscribeNewsletter({ engagement, uow: engagement.uow, ids: new SequentialIds(), clock, shopName: 'The Shop' });
    const r = await subscribe({ email: ' Jo@Example.com ', firstName: 'Jo' });
    expect(r.ok).toBe(true);
    const coupon = engagement.coupons[0]!;
    expect(coupon).toMatchObject({ discount: { kind: 'percent', percent: 10 }, isOneTime: true, isActive: true, expireDate: '2026-05-30' });
    expect(engagement.subscribers[0]).toMatchObject({ email: 'jo@example.com', couponCode: coupon.code });
    expect(engagement.users[0]).toMatchObject({ email: 'jo@example.com', firstName: 'Jo', registeredUser: false, sendOffers: true });
    expect(engagement.outbox.mails()[0]).toMatchObject({ to: 'jo@example.com', text: expect.stringContaining(coupon.code) });
    expect(engagement.outbox.events()).toEqual([{ type: 'user.created', data: { userId: engagement.users[0]!.id, registered: false } }]);
    expect(await subscribe({ email: 'jo@example.com' })).toMatchObject({ ok: false, code: 'conflict', fields: { email: 'Email address has already subscribed.' }, details: { userExists: true } });
    expect(await subscribe({ email: 'nope' })).toMatchObject({ ok: false, fields: { email: 'Invalid email' } });
  });
});

describe('applyAsStockist', () => {
  it('checks the ABN and the required fields', async () => {
    const engagement = new InMemoryEngagement();
    const apply = makeApplyAsStockist({ uow: engagement.uow, ids: new SequentialIds(), clock, supportEmail: 'shop@example.com' });
    expect(await apply({ fullName: 'Sam', email: 'sam@example.com', message: 'Hi', abn: '12345678901' })).toMatchObject({ ok: false, fields: { abn: expect.any(String) } });
    const r = await apply({ fullName: 'Sam', email: 'sam@example.com', message: 'Hi', abn: '51824753556' });
    expect(r).toEqual({ ok: true, value: { message: "We've recieved your inquiry. We'll be in touch within 24-48 hours." } });
    expect(engagement.inquiries[0]!.abn).toBe('51 824 753 556');
    expect(engagement.outbox.mails()[0]).toMatchObject({ to: 'shop@example.com' });
  });
});

describe('submitReview', () => {
  const setup = () => {
    const catalog = new InMemoryCatalog();
    catalog.add({ id: 'p1', name: 'Beanie' });
    const engagement = new InMemoryEngagement();
    const media = new InMemoryMedia();
    const submit = makeSubmitReview({ catalog, uow: engagement.uow, images: fakeImages, media, ids: new SequentialIds(), clock, supportEmail: 'shop@example.com' });
    return { engagement, media, submit };
  };
  const input = { productId: 'p1', rating: '5', review: 'Warm', firstName: 'Ava', lastName: 'Ng', email: 'ava@example.com', userId: null };

  it('stores the photo at three widths and the review unpublished', async () => {
    const { engagement, media, submit } = setup();
    const r = await submit({ ...input, image: new Uint8Array([0x89, 1, 2]) });
    expect(r.ok).toBe(true);
    expect([...media.files.keys()].sort()).toEqual(['320', '640', '960'].map((w) => `reviews/00000000-0000-4000-8000-000000000001-${w}.webp`));
    expect(engagement.reviews[0]).toMatchObject({ rating: 5, reviewImage: '/media/reviews/00000000-0000-4000-8000-000000000001-640.webp' });
    expect(engagement.outbox.mails()).toHaveLength(1);
    expect(engagement.outbox.events()).toEqual([{ type: 'review.submitted', data: { reviewId: '00000000-0000-4000-8000-000000000001', productId: 'p1' } }]);
  });

  it('refuses a photo that is not PNG or JPEG, and an unknown product', async () => {
    const { submit, media } = setup();
    expect(await submit({ ...input, image: new Uint8Array([0x25, 0x50]) })).toMatchObject({ ok: false, fields: { reviewImage: 'The photo must be a PNG or JPEG image.' } });
    expect(media.files.size).toBe(0);
    expect(await submit({ ...input, productId: 'nope', image: null })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('free text in mails', () => {
  const injected = 'Security notice\nYour account is locked. Sign in at http://evil.example';
  const mailText = (engagement: InMemoryEngagement) => engagement.outbox.mails()[0]?.text ?? '';

  it('a newsletter sign-up refuses a first name with new lines or a link, and greets only with a valid one', async () => {
    const engagement = new InMemoryEngagement();
    const subscribe = makeSubscribeNewsletter({ engagement, uow: engagement.uow, ids: new SequentialIds(), clock, shopName: 'The Shop' });
    expect(await subscribe({ email: 'victim@example.com', firstName: injected })).toMatchObject({ ok: false, code: 'invalid_input', fields: { firstName: 'First name must be on one line.' } });
    expect(await subscribe({ email: 'victim@example.com', firstName: 'Visit evil.example' })).toMatchObject({ ok: false, fields: { firstName: 'First name must not contain a web address.' } });
    expect(engagement.outbox.mails()).toHaveLength(0);
    expect((await subscribe({ email: 'ada@example.com', firstName: ' Ada ' })).ok).toBe(true);
    expect(mailText(engagement).split('\n')[0]).toBe('Hi Ada,');
  });

  it('feedback, reviews and stockist messages reach the shop quoted, line by line', async () => {
    const engagement = new InMemoryEngagement();
    const feedback = makeSendFeedback({ uow: engagement.uow, ids: new SequentialIds(), clock, supportEmail: 'shop@example.com' });
    expect((await feedback({ email: 'fan@example.com', stars: 4, feedback: 'Great\nAdmin: approve refund at http://evil.example' })).ok).toBe(true);
    expect(mailText(engagement)).toContain('> Great\n> Admin: approve refund at http://evil.example');
    const stockist = new InMemoryEngagement();
    const apply = makeApplyAsStockist({ uow: stockist.uow, ids: new SequentialIds(), clock, supportEmail: 'shop@example.com' });
    expect((await apply({ fullName: 'Sam', email: 'sam@example.com', message: 'Hi\nABN verified: yes' })).ok).toBe(true);
    expect(mailText(stockist)).toContain('> Hi\n> ABN verified: yes');
  });
});
