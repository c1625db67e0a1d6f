// docs/i18n.md#namespaces: paying (the hosted checkout's texts and its failures), the thank-you page and the
// step that adds a guest's order to their account.
export default {
  orderDescription: 'Order {{orderId}}',
  scriptMissing: 'Razorpay Magic Checkout SDK not loaded',
  notConfirmed: 'We could not confirm your payment',
  initiationFailed: 'Payment initiation failed: {{reason}}',
  whatsapp: 'Messages on WhatsApp (optional)',
  failure: {
    heading: 'Your payment did not go through. Your cart is saved.',
    code: 'Code',
    description: 'Description',
    source: 'Source',
    step: 'Step',
    reason: 'Reason',
    orderId: 'Order ID',
    paymentId: 'Payment ID',
    unknown: 'unknown',
    declined: 'The payment did not go through',
  },
  thankYou: {
    title: 'Order placed',
    heading: 'Thank you your order has been placed',
    orderId: 'your order id : <strong>{{orderId}}</strong>',
    amountPaid:
      'Amount paid: {{amount}}. A confirmation is on its way, and we dispatch within 1-2 business days.',
    viewOrder: 'View Order',
    continueShopping: 'Continue Shopping',
    noOrderHeading: 'Your orders are in your account',
    noOrderText: 'Log in with your mobile number to see every order you have placed with {{brand}}.',
    myOrders: 'My Orders',
  },
  claim: {
    heading: 'Track this order in your account',
    text: 'Verify <strong>{{mobile}}</strong> with a one-time code and we will keep this order in your account, with its status and updates.',
    sendFailed: 'We could not send the code. Please try again.',
    sending: 'Sending code...',
    verify: 'Verify my number',
  },
};
