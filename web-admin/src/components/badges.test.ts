import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminDate, CustomerTypeBadge, OrderStatusBadge, PercentChange } from './badges';

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe('back-office badges use the domain rules', () => {
  it('colours order statuses as admin.md §4 says', () => {
    expect(html(createElement(OrderStatusBadge, { status: 'Processing' }))).toContain('adm-badge--warning');
    expect(html(createElement(OrderStatusBadge, { status: 'Confirmed' }))).toContain('adm-badge--success');
    expect(html(createElement(OrderStatusBadge, { status: 'Cancelled' }))).toContain('adm-badge--danger');
  });

  it('names the customer type from the order count', () => {
    expect(html(createElement(CustomerTypeBadge, { orderCount: 1 }))).toContain('New Customer');
    expect(html(createElement(CustomerTypeBadge, { orderCount: 5 }))).toContain('Returning Customer');
    expect(html(createElement(CustomerTypeBadge, { orderCount: 6 }))).toContain('Loyal Customer');
    expect(html(createElement(CustomerTypeBadge, { orderCount: null }))).toContain('Not Enough Data');
  });

  it('shows dates in Melbourne time in the admin format, and floored signed percent changes', () => {
    expect(html(createElement(AdminDate, { value: '2026-03-05T04:04:05Z' }))).toBe('<time dateTime="2026-03-05T04:04:05Z">5th March 2026, 3:04:05 pm</time>');
    expect(html(createElement(PercentChange, { current: 150, previous: 100 }))).toContain('+50%');
    expect(html(createElement(PercentChange, { current: 0, previous: 40 }))).toContain('-40%');
  });
});
