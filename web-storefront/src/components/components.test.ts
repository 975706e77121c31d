import { describe, expect, it } from 'vitest';
import { itemsPerView } from './Carousel';
import { categoryLabel } from '../catalog/CategoryNav';
import { pageNumbers } from './Pagination';
import { srcSetFor } from './ProductImage';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RatingStars, starFills } from './RatingStars';

describe('component rules', () => {
  it('shows 4/3/2/1 carousel items by width', () => {
    expect([1280, 1024, 900, 768, 600, 480, 390].map(itemsPerView)).toEqual([4, 4, 3, 3, 2, 2, 1]);
  });

  it('numbers pages with gaps for long lists', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 20)).toEqual([1, 0, 4, 5, 6, 0, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 0, 20]);
  });

  it('builds srcset width descriptors for stored -640.webp images only', () => {
    expect(srcSetFor('/media/p/abc-640.webp')).toBe('/media/p/abc-320.webp 320w, /media/p/abc-640.webp 640w, /media/p/abc-960.webp 960w');
    expect(srcSetFor('/media/p/abc.png')).toBeUndefined();
  });

  it('labels categories with shop titles', () => {
    expect(categoryLabel('nailart')).toBe('Nail Art');
    expect(categoryLabel('beanies')).toBe('Beanies');
  });
});

describe('rating stars', () => {
  it('fills each star by the rating rounded to halves', () => {
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(3.3)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.2)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('draws one SVG per rating, without gradients or ids, labelled for screen readers', () => {
    const html = renderToStaticMarkup(createElement(RatingStars, { rating: 3.5, count: 2 }));
    expect(html).toContain('aria-label="Rated 3.5 out of 5"');
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html.match(/<path/g)).toHaveLength(6); // five outlines, one half filled
    expect(html).not.toMatch(/linearGradient|\bid=/);
  });
});
