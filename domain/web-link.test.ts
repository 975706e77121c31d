import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebAddress, normalizeWebLink, type LinkKind } from './web-link.js';

const value = (kind: LinkKind, text: string) => {
  const r = normalizeWebLink(kind, text);
  return r.ok ? r.value : null;
};

describe('web links', () => {
  it('keeps http(s) addresses and reads a bare domain as https', () => {
    expect(value('website', 'https://store.example.com.au/about?x=1')).toBe('https://store.example.com.au/about?x=1');
    expect(value('website', 'http://store.example')).toBe('http://store.example/');
    expect(value('website', 'store.example.com.au')).toBe('https://store.example.com.au/');
    expect(value('website', ' www.Store.com/shop ')).toBe('https://www.store.com/shop');
    expect(value('website', '')).toBe('');
    expect(value('website', '   ')).toBe('');
  });

  it('refuses every other scheme, and hosts that are not domains', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.example',
      'file:///etc/passwd',
      '//evil.example',
      '/relative/path',
      'https://user:pass@evil.example',
      'http://localhost:3000',
      'https://127.0.0.1/',
      'java\nscript:alert(1)',
      'https://evil.example/\u202e',
      'not a link',
      'https://',
      `https://${'a'.repeat(200)}.com`,
    ]) {
      expect(normalizeWebLink('website', bad)).toEqual({ ok: false, code: 'invalid_input', reason: 'invalid_link', message: 'Please enter a web address such as https://yourstore.com.au.' });
    }
  });

  it('takes an Instagram or Facebook handle or a link to that site, stored as the https page address', () => {
    expect(value('instagram', '@sams')).toBe('https://www.instagram.com/sams');
    expect(value('instagram', 'sams.outdoors')).toBe('https://www.instagram.com/sams.outdoors');
    expect(value('instagram', 'https://instagram.com/sams/')).toBe('https://instagram.com/sams/');
    expect(value('instagram', 'instagram.com/sams')).toBe('https://instagram.com/sams');
    expect(value('facebook', 'samsoutdoors')).toBe('https://www.facebook.com/samsoutdoors');
    expect(value('facebook', 'https://www.facebook.com/samsoutdoors')).toBe('https://www.facebook.com/samsoutdoors');
    for (const bad of ['javascript:alert(1)', 'https://evil.example/sams', '@sa ms', '.sams', 'sams..x', 'data:text/html,x']) {
      expect(normalizeWebLink('instagram', bad).ok).toBe(false);
      expect(normalizeWebLink('facebook', bad).ok).toBe(false);
    }
  });

  it('property: whatever is typed, a stored link is blank or an http(s) address', () => {
    const piece = fc.constantFrom('javascript:', 'data:', 'http:', 'https:', '//', '/', 'www.', 'store', '.com', '.au', '@', ':', '(1)', '\n', ' ', '%0a', 'é', 'x', '.', '-', '_');
    const typed = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.constantFrom<LinkKind>('website', 'instagram', 'facebook'), fc.oneof(typed, fc.string({ maxLength: 40 })), (kind, text) => {
        const r = normalizeWebLink(kind, text);
        if (!r.ok || r.value === '') return;
        expect(r.value).toMatch(/^https?:\/\//);
        expect(isWebAddress(r.value)).toBe(true);
        expect(r.value.length).toBeLessThanOrEqual(200);
      }),
    );
  });

  it('property: a scheme other than http or https is always refused', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 30 }), (s, rest) => {
        expect(normalizeWebLink('website', `${s}:${rest}`).ok).toBe(false);
      }),
    );
  });
});
