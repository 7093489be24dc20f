// Server-rendered markup: escaping, and the avatar picture.
import { describe, expect, it } from 'vitest';
import { avatarSvg } from '../../../server/identity/avatar';
import { renderSignUp } from '../../../server/identity/credential-pages';
import { html, trustedHtml } from '../../../server/identity/html';

describe('html', () => {
  it('escapes interpolated values but not nested html or trusted markup', () => {
    const name = `<img src=x onerror="alert('x')">`;
    expect(html`<p>${name}</p>`.value).toBe('<p>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;</p>');
    expect(html`<div>${html`<b>${'&'}</b>`}${trustedHtml('<i></i>')}${[html`<br>`, '<']}</div>`.value).toBe('<div><b>&amp;</b><i></i><br>&lt;</div>');
    expect(html`${undefined}${null}${false}${0}`.value).toBe('0');
  });

  it('keeps hostile input inert on the sign-up page', () => {
    const page = renderSignUp({ uid: 'abc', givenName: '"><script>alert(1)</script>', email: 'a@b.c' });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('avatar', () => {
  const account = { id: '0b6f8c4e-5a8e-4f43-9a55-3c1f8f0d9e21', givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.edu' };

  it('shows the initials on a colour that depends only on the id', () => {
    const svg = avatarSvg(account);
    expect(svg).toContain('>AL</text>');
    expect(avatarSvg({ ...account, givenName: 'Augusta' })).toContain(/fill="(#[0-9a-f]{6})"/.exec(svg)![1]);
  });

  it('escapes names', () => {
    expect(avatarSvg({ ...account, givenName: '<', familyName: '&' })).toContain('>&lt;&amp;</text>');
  });
});
