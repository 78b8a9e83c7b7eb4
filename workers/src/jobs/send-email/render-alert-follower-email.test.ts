import { describe, expect, it } from 'vitest';
import { followingLink, renderAlertFollowerEmail } from './render-alert-follower-email';

describe("the follower's urgent low email", () => {
  it("says whose low, the value in the person's unit, the trend, since when, what to do and where to watch", () => {
    const link = followingLink('https://glyco.example', '6f1c2b9e-3f4a-4d5b-8c7d-1e2f3a4b5c6d');
    const email = renderAlertFollowerEmail({ followerName: 'Jo', personName: 'Sam', unit: 'mmol/L', valueMgdl: 50, rateMgdlPerMinute: -2.5, since: '03:12', link });
    expect(email.subject).toBe('Urgent low: Sam is at 2.8 mmol/L');
    expect(email.text).toContain('Hello Jo,');
    expect(email.text).toContain('Sam has an urgent low: 2.8 mmol/L, falling, since 03:12.');
    expect(email.text).toContain('15-20 g of fast-acting carbohydrate');
    expect(email.text).toContain('https://glyco.example/following?person=6f1c2b9e-3f4a-4d5b-8c7d-1e2f3a4b5c6d');
    expect(email.html).toContain("See Sam's glucose</a>");
  });
});
