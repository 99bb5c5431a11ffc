import { describe, expect, it } from 'vitest';
import { channelOf, switchesOf, validateChannelSwitches } from '../../../src/domain/notification-channels';

describe('notification channels (§3 delivery channels, §5 at least one check box)', () => {
  it.each([
    ['None', false, false, false],
    ['EMail', true, false, false],
    ['SMS', false, true, false],
    ['EMailAndSMS', true, true, false],
    ['Post', false, false, true],
    ['PostAndEMail', true, false, true],
    ['EMailAndSMSAndPost', true, true, true],
  ] as const)('%s is e-mail %s, SMS %s, post %s and back', (channel, email, sms, post) => {
    expect(switchesOf(channel)).toEqual({ email, sms, post });
    expect(channelOf({ email, sms, post })).toBe(channel);
  });

  it('SMS and post without e-mail is no channel of §3', () => {
    expect(channelOf({ email: false, sms: true, post: true })).toBeNull();
    expect(validateChannelSwitches({ email: false, sms: true, post: true })).toBe('incorrect-data');
  });

  it('§5: at least one must be selected', () => {
    expect(validateChannelSwitches({ email: false, sms: false, post: false })).toBe('at-least-one-checkbox');
    expect(validateChannelSwitches({ email: false, sms: true, post: false })).toBeNull();
  });
});
