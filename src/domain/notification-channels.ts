import type { ValidationCode } from './validation-codes';

/**
 * §3 delivery channels as the three switches the customer sees (e-mail, SMS, post). The server's channel
 * list has no "SMS and post" without e-mail, so that combination is refused with a message.
 */
/** §3 delivery channels (the API contract's NotificationChannel). */
export type NotificationChannel =
  'None' | 'EMail' | 'SMS' | 'EMailAndSMS' | 'Post' | 'PostAndEMail' | 'EMailAndSMSAndPost';

export interface ChannelSwitches {
  email: boolean;
  sms: boolean;
  post: boolean;
}

const CHANNELS: readonly [NotificationChannel, ChannelSwitches][] = [
  ['None', { email: false, sms: false, post: false }],
  ['EMail', { email: true, sms: false, post: false }],
  ['SMS', { email: false, sms: true, post: false }],
  ['EMailAndSMS', { email: true, sms: true, post: false }],
  ['Post', { email: false, sms: false, post: true }],
  ['PostAndEMail', { email: true, sms: false, post: true }],
  ['EMailAndSMSAndPost', { email: true, sms: true, post: true }],
];

export function switchesOf(channel: NotificationChannel): ChannelSwitches {
  const found = CHANNELS.find(([name]) => name === channel);
  return { ...(found?.[1] ?? { email: false, sms: false, post: false }) };
}

/** The channel for the switches, or null for SMS and post without e-mail (no such channel). */
export function channelOf(switches: ChannelSwitches): NotificationChannel | null {
  const found = CHANNELS.find(
    ([, s]) => s.email === switches.email && s.sms === switches.sms && s.post === switches.post,
  );
  return found ? found[0] : null;
}

/** §5 "Check boxes: at least one must be selected"; a combination without a channel is incorrect. */
export function validateChannelSwitches(switches: ChannelSwitches): ValidationCode | null {
  if (!switches.email && !switches.sms && !switches.post) return 'at-least-one-checkbox';
  return channelOf(switches) === null ? 'incorrect-data' : null;
}
