// The claims an account shows in ID tokens and /userinfo, shaped like Auth0's database-connection users
// so the app reads the same fields in both modes.
import type { Account } from './account-store';

export interface AccountClaims {
  sub: string;
  given_name: string;
  family_name: string;
  name: string;
  nickname: string;
  picture: string;
  email: string;
  /** No verification mail is sent by the local provider, so addresses are never verified. */
  email_verified: boolean;
  [claim: string]: unknown;
}

/** The claims each scope releases (oidc-provider's `claims` configuration). */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'nickname', 'picture'],
  email: ['email', 'email_verified'],
};

function avatarUrl(issuer: string, accountId: string): string {
  return new URL(`avatars/${accountId}.svg`, issuer).href;
}

export function accountClaims(account: Account, issuer: string): AccountClaims {
  return {
    sub: account.id,
    given_name: account.givenName,
    family_name: account.familyName,
    name: [account.givenName, account.familyName].filter(Boolean).join(' '),
    // Auth0 derives the nickname from the email's local part.
    nickname: account.email.split('@')[0] ?? account.email,
    picture: avatarUrl(issuer, account.id),
    email: account.email,
    email_verified: false,
  };
}
