import { aBooking } from '@chefs/api-client/testing';
import {
  actionResult,
  errorMessageOf,
  NOTIFICATION_ICON,
  parsePushPayload,
  readNotificationData,
  sameOriginUrl,
  STATUS_OF_ACTION,
  toNotification,
} from './notifications';

const chefRequest = {
  title: 'New booking request',
  body: 'Sam Reed asks for a private dinner for 4 on Friday, March 6.',
  icon: '/icons/icon-192.png',
  url: '/chef-portal?booking=42',
  tag: 'booking-42',
  bookingId: 42,
  actions: [
    { action: 'accept', title: 'Accept' },
    { action: 'decline', title: 'Decline' },
  ],
};

describe('the service worker’s notifications', () => {
  describe('parsePushPayload', () => {
    it('reads the worker’s PushPayload', () => {
      expect(parsePushPayload(JSON.stringify(chefRequest))).toEqual(chefRequest);
    });

    it('shows a message that is not JSON as text under the site’s name', () => {
      expect(parsePushPayload('Your chef is on the way')).toEqual({
        title: 'Chefs Atlanta',
        body: 'Your chef is on the way',
        icon: NOTIFICATION_ICON,
        url: '/',
      });
    });

    it('fills what is missing and drops actions it does not know, or without a booking', () => {
      expect(
        parsePushPayload(JSON.stringify({ body: 'Hi', actions: [{ action: 'accept', title: 'Accept' }] })),
      ).toEqual({
        title: 'Chefs Atlanta',
        body: 'Hi',
        icon: NOTIFICATION_ICON,
        url: '/',
      });
      expect(
        parsePushPayload(JSON.stringify({ ...chefRequest, actions: [{ action: 'delete' }, { action: 'decline' }] }))
          .actions,
      ).toEqual([{ action: 'decline', title: 'decline' }]);
      expect(parsePushPayload(JSON.stringify({ ...chefRequest, bookingId: -1 })).bookingId).toBeUndefined();
      expect(parsePushPayload(null).title).toBe('Chefs Atlanta');
    });
  });

  describe('toNotification', () => {
    it('shows Accept and Decline where the browser has notification actions', () => {
      const { title, options } = toNotification(parsePushPayload(JSON.stringify(chefRequest)), 2);
      expect(title).toBe('New booking request');
      expect(options).toEqual({
        body: chefRequest.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: 'booking-42',
        data: { url: '/chef-portal?booking=42', bookingId: 42 },
        actions: chefRequest.actions,
      });
    });

    it('has no buttons where the browser has none (maxActions 0): a click opens the booking in the portal', () => {
      const { options } = toNotification(parsePushPayload(JSON.stringify(chefRequest)), 0);
      expect(options.actions).toBeUndefined();
      expect(options.data).toEqual({ url: '/chef-portal?booking=42', bookingId: 42 });
    });

    it('shows no more buttons than the browser allows', () => {
      expect(toNotification(parsePushPayload(JSON.stringify(chefRequest)), 1).options.actions).toEqual([
        { action: 'accept', title: 'Accept' },
      ]);
    });
  });

  it('reads a notification’s data back, anything odd opening the home page', () => {
    expect(readNotificationData({ url: '/bookings/7', bookingId: 7 })).toEqual({ url: '/bookings/7', bookingId: 7 });
    expect(readNotificationData(null)).toEqual({ url: '/' });
    expect(readNotificationData({ url: 5, bookingId: '7' })).toEqual({ url: '/' });
  });

  it('opens only pages of this site', () => {
    const origin = 'https://chefs.example';
    expect(sameOriginUrl('/chef-portal?booking=42', origin)).toBe('https://chefs.example/chef-portal?booking=42');
    expect(sameOriginUrl('https://chefs.example/bookings/1', origin)).toBe('https://chefs.example/bookings/1');
    expect(sameOriginUrl('https://evil.example/phish', origin)).toBe('https://chefs.example/');
    expect(sameOriginUrl('//evil.example/x', origin)).toBe('https://chefs.example/');
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe('https://chefs.example/');
  });

  it('asks for confirmed on Accept and cancelled on Decline (the chef-bff status DTO)', () => {
    expect(STATUS_OF_ACTION).toEqual({ accept: 'confirmed', decline: 'cancelled' });
  });

  describe('actionResult', () => {
    const booking = aBooking({ clientName: 'Sam Reed', eventDate: '2026-03-06' });

    it('tells the chef what was done', () => {
      expect(actionResult('accept', { ok: true, booking })).toEqual({
        title: 'Booking status updated!',
        body: "You accepted Sam Reed's booking on Friday, March 6, 2026.",
      });
      expect(actionResult('decline', { ok: true, booking }).body).toBe(
        "You declined Sam Reed's booking on Friday, March 6, 2026.",
      );
    });

    it('passes on the API’s message, or the spec’s when there is none', () => {
      expect(actionResult('accept', { ok: false, status: 409, message: 'This booking is no longer pending.' })).toEqual(
        { title: 'Error', body: 'This booking is no longer pending.' },
      );
      expect(actionResult('accept', { ok: false, status: 0, message: null })).toEqual({
        title: 'Error',
        body: 'Failed to update booking status.',
      });
    });

    it('says the chef is logged out on 401', () => {
      expect(actionResult('decline', { ok: false, status: 401, message: 'Unauthorized' })).toEqual({
        title: 'Unauthorized',
        body: 'You are logged out. Open the chef portal to sign in again.',
      });
    });
  });

  it('finds the message of an API error body', () => {
    expect(errorMessageOf('{"statusCode":409,"message":"Nope"}')).toBe('Nope');
    expect(errorMessageOf('{"message":["first","second"]}')).toBe('first');
    expect(errorMessageOf('<html>Bad gateway</html>')).toBeNull();
    expect(errorMessageOf('')).toBeNull();
  });
});
