import { pushTopic, toPushPayload } from './push-payload';

describe('push payload', () => {
  it('gives /sw.js the icon, the link, a tag per booking and the actions with their labels', () => {
    expect(
      toPushPayload({
        userId: 'u',
        title: 'New booking request',
        body: 'b',
        url: '/chef-portal?booking=3',
        bookingId: 3,
        actions: ['accept', 'decline'],
      }),
    ).toEqual({
      title: 'New booking request',
      body: 'b',
      icon: '/icons/icon-192.png',
      url: '/chef-portal?booking=3',
      tag: 'booking-3',
      bookingId: 3,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    });
    expect(toPushPayload({ userId: 'u', title: 't', body: 'b' })).toEqual({
      title: 't',
      body: 'b',
      icon: '/icons/icon-192.png',
      url: '/',
    });
  });

  it('makes a Topic header push services accept: 32 URL-safe characters, the same for the same key', () => {
    expect(pushTopic('booking_request%3A3%3Apush:7')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('a')).toBe(pushTopic('a'));
    expect(pushTopic('a')).not.toBe(pushTopic('b'));
  });
});
