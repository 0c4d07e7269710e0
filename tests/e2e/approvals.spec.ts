import type { APIRequestContext, Page } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { DEMO_PASSWORD, expect, login, test } from './support/fixtures';
import { createTripInUi, runTripAction } from './trips-steps';

/* Approvals end to end: a trip created and submitted by the traveller, approved by the manager from /approvals. */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function apiToken(request: APIRequestContext, userid: string): Promise<string> {
  const signedIn = await request.post('/api/dispatcher/login', { form: { jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' } });
  expect(signedIn.ok()).toBe(true);
  return (await signedIn.json()).userauth.authtoken;
}

const service = (request: APIRequestContext, token: string, data: object) =>
  request.post('/api/service', { headers: { authorization: `Bearer ${token}` }, data });

/** A fresh draft of traveller@acme.test, made through the API (this spec is about approvals, not the trip form). */
async function draftTrip(request: APIRequestContext, tripname: string): Promise<string> {
  const token = await apiToken(request, 'traveller@acme.test');
  const created = await service(request, token, {
    opid: 'TG-EXPENSE', action: 'createtrip',
    jsondata: { tripname, origin: 'Bengaluru', destination: 'Pune', destinationcountries: ['IN'], fromdate: day(20), todate: day(22), travelreason: 'Client meeting' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).tripid;
}

async function signIn(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}

test('the traveller creates a trip in the form and submits it, the manager approves from the inbox with remarks, the traveller sees it approved', async ({ page, browser }) => {
  await signIn(page, 'traveller@acme.test');
  const tripid = await createTripInUi(page, `Approval walk-through ${Date.now()}`);
  // Before submitting, the page shows who will approve.
  await expect(page.getByRole('region', { name: 'Approval workflow' })).toContainText('Level 1: Priya Nair');
  await runTripAction(page, 'Submit for approval', 'Submit');
  const header = page.getByRole('region', { name: 'Trip summary' });
  await expect(header.getByText('Approval pending', { exact: true })).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager@acme.test');
  await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const card = manager.getByRole('article', { name: `Approval request: trip ${tripid} of Rahul Verma` });
  await expect(card).toContainText('Client meeting');
  await expect(card.getByText('In policy')).toBeVisible();
  await card.getByLabel(`Remarks for trip ${tripid} of Rahul Verma`).fill('Approved, enjoy Hyderabad');
  await card.getByRole('button', { name: `Approve trip ${tripid} of Rahul Verma` }).click();
  await expect(manager.getByRole('status')).toContainText(`Trip approved (trip ${tripid})`);
  await expect(card).toHaveCount(0);
  await managerContext.close();

  await page.reload();
  await expect(header.getByText('Approved', { exact: true })).toBeVisible();
  const tracker = page.getByRole('table', { name: 'Tracker' });
  await expect(tracker.getByRole('row').filter({ hasText: 'Approved, enjoy Hyderabad' })).toContainText('Approved');
});

test('a reject needs remarks before it is sent', async ({ page, request }) => {
  const tripid = await draftTrip(request, `Reject walk-through ${Date.now()}`);
  const traveller = await apiToken(request, 'traveller@acme.test');
  expect((await service(request, traveller, { opid: 'TG-TRIPBOOKINGAPPROVAL', tripid })).ok()).toBe(true);

  await signIn(page, 'manager@acme.test');
  await page.goto('/approvals');
  const name = `trip ${tripid} of Rahul Verma`;
  const card = page.getByRole('article', { name: `Approval request: ${name}` });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  await card.getByRole('button', { name: `Confirm reject ${name}` }).click();
  await expect(card.getByText('Remarks are required to reject a trip')).toBeVisible();
  await card.getByLabel(`Remarks for ${name}`).fill('Please travel next month');
  await card.getByRole('button', { name: `Confirm reject ${name}` }).click();
  await expect(page.getByRole('status')).toContainText(`Trip rejected (trip ${tripid})`);
});

test('a Globex user can neither open nor decide an Acme trip’s approval', async ({ page, request }) => {
  const tripid = await draftTrip(request, `Cross-company ${Date.now()}`);
  const traveller = await apiToken(request, 'traveller@acme.test');
  expect((await service(request, traveller, { opid: 'TG-TRIPBOOKINGAPPROVAL', tripid })).ok()).toBe(true);

  const globex = await apiToken(request, 'traveller@globex.test');
  const decided = await service(request, globex, { opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: '' });
  expect(decided.status()).toBe(403);
  expect((await decided.json()).ResponseStatus.message).toBe('tripid: trip not found');
  const preview = await service(request, globex, { opid: 'TG-EXPENSE', action: 'previewapprovalworkflow', tripid });
  expect(preview.status()).toBe(403);

  await signIn(page, 'traveller@globex.test');
  await page.goto('/approvals');
  await expect(page.getByText('No trips are waiting for your approval.')).toBeVisible();
  await page.goto(`/trips/${tripid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
});
