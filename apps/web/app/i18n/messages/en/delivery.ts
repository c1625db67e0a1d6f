// docs/i18n.md#namespaces: the delivery date by PIN code on the product page, the cart and the checkout.
export default {
  label: 'Check delivery date',
  placeholder: 'PIN code, e.g. 411001',
  check: 'Check',
  cancel: 'Cancel',
  change: 'Change',
  changeLabel: 'Change the PIN code {{pincode}}',
  deliverTo: 'Delivering to {{pincode}}',
  checking: 'Checking delivery to {{pincode}}…',
  deliveryBy: 'Delivery by {{date}}',
  cod: 'Cash on delivery available',
  usually: 'Usually delivered in {{min}} to {{max}} days',
  notServed: 'We do not deliver to {{pincode}} yet',
  invalid: 'Please enter a valid 6-digit PIN code',
  failed: 'We could not check delivery just now. Please try again.',
};
