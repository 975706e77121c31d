import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryMap } from './CountryMap';

describe('CountryMap', () => {
  const html = renderToStaticMarkup(
    <CountryMap
      data={[
        { country: 'Australia', code: 'AU', count: 420 },
        { country: 'New Zealand', code: 'NZ', count: 80 },
      ]}
    />,
  );
  const pathOf = (title: string) => html.match(new RegExp(`<path [^>]*><title>${title}</title></path>`))?.[0] ?? '';

  it('draws every country of the outlines, each with its sessions as a tooltip title', () => {
    expect(html.match(/<path /g)).toHaveLength(177);
    expect(pathOf('Australia: 420 sessions')).toContain('d="M559.3,248.5');
    expect(pathOf('Germany: 0 sessions')).not.toBe('');
  });

  it('shades countries by their share of the busiest one, and those without sessions light grey', () => {
    expect(pathOf('Australia: 420 sessions')).toContain('fill="#2f6f4f"');
    expect(pathOf('New Zealand: 80 sessions')).toContain('fill="#e6efe9"');
    expect(pathOf('Germany: 0 sessions')).toContain('fill="#f4f4f4"');
    expect(html).toContain('<span>420 sessions</span>');
  });

  it('lists the figures as text for screen readers', () => {
    expect(html).toContain('<ul class="adm-visually-hidden"><li>Australia: 420</li><li>New Zealand: 80</li></ul>');
  });
});
