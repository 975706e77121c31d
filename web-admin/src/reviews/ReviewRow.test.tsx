import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from './reviews-api';
import { ReviewRow } from './ReviewRow';

const hostile: AdminReview = {
  _id: '00000000-0000-4000-8000-000000000001',
  rating: 3,
  review: '<img src=x onerror=alert(1)>',
  firstName: '<b>Mallory</b>',
  lastName: 'Smith',
  lastUpdated: '2026-11-20T01:15:00.000Z',
  reviewImage: null,
  isActive: false,
  product: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Trail <i>Tee</i>' },
  userId: null,
};

const render = (review: AdminReview) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <table>
        <tbody>
          <ReviewRow review={review} busy={false} onToggle={() => undefined} onDelete={() => undefined} />
        </tbody>
      </table>
    </MemoryRouter>,
  );

describe('a review row', () => {
  it('renders shopper-written text as text: a stored <img onerror> is shown, never made an element', () => {
    const html = render(hostile);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Mallory&lt;/b&gt; S.');
    expect(html).toContain('Trail &lt;i&gt;Tee&lt;/i&gt;');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toContain('<b>');
  });
  it('shows the stars, status, date, the links and the photo', () => {
    const html = render({
      ...hostile,
      review: 'Fine.',
      firstName: 'Ava',
      rating: 4,
      isActive: true,
      reviewImage: '/media/reviews/r-640.webp',
      userId: { _id: 'u1', firstName: 'Ava', lastName: 'Smith' },
    });
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('Published');
    expect(html).toContain('20th November 2026, 12:15:00 pm');
    expect(html).toContain('href="/adminpanel/users/Ava-Smith/u1"');
    expect(html).toContain(`href="/adminpanel/products/Trail-%3Ci%3ETee%3C%2Fi%3E/${hostile.product._id}"`);
    expect(html).toMatch(/<img[^>]*src="\/media\/reviews\/r-640.webp"/);
    expect(render(hostile)).toContain('Not Active');
  });
});
