import { describe, expect, it } from 'vitest';
import { itemsPerView } from './Carousel';
import { categoryLabel } from '../catalog/CategoryNav';
import { pageNumbers } from './Pagination';
import { srcSetFor } from './ProductImage';

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
