import type { ShipmentStatus } from '@shop/shared';

// docs/i18n.md#namespaces: the parcel's timeline (the order page and /track) and the public /track page.
export default {
  parcel: {
    title: 'Your parcel',
    courier: 'Courier',
    awb: 'Tracking number (AWB)',
    notAssigned: 'Not yet assigned',
    estimatedDelivery: 'Estimated delivery: <date>{{date}}</date>',
    scans: 'Parcel updates, newest first',
    noScans: 'The courier has not scanned the parcel yet. Updates appear here as it moves.',
    current: ' (latest)',
    askReattempt: 'Ask for another delivery attempt',
    askReattemptText: 'Please try delivering my order {{orderId}} again',
    opensWhatsApp: ' (opens WhatsApp)',
  },
  // What each courier scan means, in the shopper's words.
  status: {
    NEW: 'Booked with the courier',
    AWB_ASSIGNED: 'Ready for pickup',
    PICKUP_SCHEDULED: 'Pickup scheduled',
    PICKED_UP: 'Picked up by the courier',
    IN_TRANSIT: 'In transit',
    OUT_FOR_DELIVERY: 'Out for delivery',
    UNDELIVERED: 'Delivery attempt failed',
    DELIVERED: 'Delivered',
    RTO_INITIATED: 'Returning to us',
    RTO_DELIVERED: 'Back with us',
    CANCELLED: 'Shipment cancelled',
  } satisfies Record<ShipmentStatus, string>,
  page: {
    title: 'Track your order',
    description: 'Follow your parcel with your order ID and the mobile number you ordered with.',
    intro: 'Enter your order ID and the mobile number you placed the order with. No login needed.',
    orderId: 'Order ID',
    orderIdHint: 'As in your order e-mail, e.g. <id>ORD-2026-000123</id>',
    mobile: 'Mobile number',
    submit: 'Track order',
    searching: 'Looking up your order…',
    orderIdRequired: 'Please enter your order ID',
    orderIdInvalid: 'The order ID looks like ORD-2026-000123',
    mobileRequired: 'Please enter your mobile number',
    mobileInvalid: 'Please enter a valid 10-digit mobile number',
    tooMany_one: 'Too many tries, please wait {{count}} minute and try again.',
    tooMany_other: 'Too many tries, please wait {{count}} minutes and try again.',
    failed: 'We could not look up your order just now. Please try again.',
    result: 'Order {{orderId}}',
    noParcel:
      'Your order has not been handed to the courier yet. We will send you the tracking link when it is.',
  },
};
