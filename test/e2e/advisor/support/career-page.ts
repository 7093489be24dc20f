// The Career tab (/advisor/career) as a student drives it, and the job feed the test server reads.
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { appUrl } from '../../support/browser';

export interface FeedJob {
  title: string;
  company: string;
  location: string;
  url: string;
  posted_at: string;
  remote: boolean;
  description?: string;
}

/** Replaces the job feed the e2e server searches (global-setup passes it as JOBS_FEED_FILE). */
export function writeJobFeed(jobs: FeedJob[]): void {
  writeFileSync(inject('jobsFeedFile'), JSON.stringify(jobs));
}

export async function openCareer(page: Page): Promise<void> {
  await page.goto(appUrl('/advisor/career'));
  await page.getByRole('heading', { name: 'Search Career Opportunities' }).waitFor();
}

export async function searchCareers(page: Page, keywords: string): Promise<void> {
  await page.getByLabel('Keywords').fill(keywords);
  await page.getByRole('button', { name: 'Search' }).click();
}

export function jobCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}
