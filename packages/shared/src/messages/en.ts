/**
 * Every text a shopper can be shown by the API or by a form's own check, in English, by a stable code.
 * `{name}` marks a value filled in. Services and form checks name a text by its code (messages/ref.ts); these
 * English texts are what English answers and pages show, and what tests assert.
 */
export const EN_MESSAGES = {
  // Form fields (forms.ts, account-forms.ts, checkout.ts)
  'field.required': '{label} is a required field',
  'field.requiredShort': '{label} is required',
  'field.email': '{label} must be a valid email',
  'field.notAllowed': '{label} contains characters that are not allowed',
  'field.tooLong': '{label} must be at most {max} characters',
  'field.mobile': '{label} must be a valid 10-digit Indian mobile number',
  'field.pincode': '{label} must be a valid 6-digit PIN code',
  'field.id': '{label} must be a valid id',
  'field.number': '{label} must be a number',
  'field.wholeNumber': '{label} must be a whole number',
  'field.atLeast': '{label} must be at least {min}',
  'field.atMost': '{label} must be at most {max}',
  'field.invalid': 'Invalid value',
  'address.indiaOnly': 'We deliver within India only',
  'login.orderClaimTooLong': 'Order claim is too long',
  'otp.format': 'OTP must be the 6 digits we sent you',
  'cart.empty': 'Your cart is empty',
  'cart.tooManyLines': 'An order can have at most {count} lines',
  'cart.oneSize': 'Each line needs exactly one of baseSize or size',
  'coupon.codeTooLong': 'Coupon code is too long',
  'coupon.codeCharacters': 'Coupon codes are letters and digits',
  'checkout.phone': 'contact must be a phone number',
  'checkout.email': 'E-mail must be valid',
  'checkout.mobile': 'Mobile must be a valid Indian number',
  'checkout.pincode': 'PIN code must be 6 digits',
  'checkout.state': 'Choose a state of India',
  'checkout.addressOne': 'Choose a saved address or enter one, not both',

  'consent.yesOrNo': 'Choose true or false',
  'consent.unknownChoice': 'Only whatsappUpdates and whatsappMarketing can be changed here',
  'consent.noChoice': 'Say which WhatsApp choice to change: whatsappUpdates, whatsappMarketing or both',

  // Any request
  'request.correctFields': 'Please correct the highlighted fields',
  'request.serverError': 'Something went wrong on our side. Please try again.',
  'request.tooLarge': 'Request body is too large',
  'request.notFound': 'Not found',
  'request.bad': 'Bad request',
  'request.unavailable': 'The shop is briefly unavailable. Please try again in a moment.',
  'limit.attempts': 'Too many attempts in a short time. Please try again later.',
  'limit.attemptsAfter': 'Too many attempts in a short time. Please try again in {after}.',
  'limit.requests': 'Too many requests, please try again later',
  'limit.changes': 'Too many changes in a short time. Please wait a minute and try again.',
  'limit.reviews': 'You have written many reviews in the last hour. Please try again later.',

  // Sessions and login by OTP
  'auth.logIn': 'Please log in to continue',
  'auth.forbidden': 'You are not allowed to do that',
  'auth.sessionEnded': 'Your session has ended. Please log in again.',
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'login.mobileFirst': 'Please enter your mobile number first',
  'login.otherNumber': 'This order was placed with another number',
  'login.checkoutNumber': 'Use the number you gave at checkout',
  'account.notFound': 'Account not found',
  'otp.startAgain': 'Please start again from the login page',
  'otp.alreadyVerified': 'This number is already verified. Please log in again.',
  'otp.waitFew': 'Please wait a few seconds before asking for another code',
  'otp.wait': 'Please wait {seconds} seconds before asking for another code',
  'otp.incorrect': 'Incorrect code',
  'otp.incorrectLeft': 'Incorrect code. {left} attempts left.',
  'otp.incorrectOneLeft': 'Incorrect code. 1 attempt left.',
  'otp.tooManyWrong': 'Too many wrong attempts. Please request a new code.',
  'otp.requestNew': 'Please request a new code.',
  'otp.used': 'This code has already been used. Please request a new one.',
  'otp.usedShort': 'Code already used',
  'otp.expired': 'This code has expired. Please request a new one.',
  'otp.expiredShort': 'Code expired',
  'otp.cannotSend': 'Login codes cannot be sent right now. Please try again in a few minutes.',
  'otp.tooManyCodes': 'Too many codes requested. Please try again later.',
  'otp.sendFailed': 'We could not send the code right now. Please try again in a minute.',
  'otp.numberGuarded':
    'Too many wrong codes were tried for this number. To keep the account safe, only devices that have logged in with it before can log in today.',

  // Catalog, blog, files
  'product.notFound': 'Product not found',
  'category.notFound': 'Category not found',
  'subCategory.notFound': 'Sub-category not found',
  'blog.categoryNotFound': 'Blog category not found',
  'blog.articleNotFound': 'Article not found',
  'file.notFound': 'File not found',

  // Addresses
  'address.notFound': 'Address not found',
  'address.limit': 'You can save up to {count} addresses. Please remove one first.',

  // Cart and checkout
  'cart.sizeNeeded': 'Each line needs a size',
  'cart.sizeMissing': 'Missing size',
  'cart.unavailable': 'One of the products in your cart is no longer available',
  'cart.unknownLine': 'Unknown product or size',
  'cart.maxQuantity': 'You can buy at most {max} of an item',
  'cart.maxQuantityShort': 'At most {max}',
  'cart.notSold': '{product} is no longer sold',
  'cart.notSoldShort': 'No longer sold',
  'cart.outOfStock': '{product} ({size}) is out of stock',
  'cart.outOfStockShort': 'Out of stock',
  'cart.onlyLeft': 'Only {stock} left of {product} ({size})',
  'cart.onlyLeftShort': 'Only {stock} left',
  'bundle.notAllowed': '{product} cannot be part of a bundle',
  'bundle.notAllowedShort': 'Not for bundles',
  'bundle.oneEach': 'Each bundle item is one unit',
  'bundle.oneEachShort': 'Bundle items are one each',
  'bundle.minimum': 'A bundle needs at least {count} items',
  'bundle.pick': 'Pick at least {count} items',
  'order.zeroTotal': 'Your order total must be above zero',

  // Delivery dates by PIN code (docs/shipping.md#delivery-dates)
  'shipping.notServed': 'We do not deliver to {pincode} yet',
  'shipping.notServedShort': 'We do not deliver here yet',
  'shipping.usually': 'Usually delivered in {min} to {max} days',

  // Cash on delivery: why it is not offered (docs/cod.md#rules), one per COD_REFUSALS reason
  'cod.cod_disabled': 'Cash on delivery is not available right now. Please pay online.',
  'cod.cod_below_minimum': 'Cash on delivery is available on orders of {amount} or more',
  'cod.cod_above_maximum': 'Cash on delivery is available on orders up to {amount}. Please pay online.',
  'cod.cod_not_serviceable': 'Our couriers cannot collect cash at {pincode}. Please pay online.',
  'cod.cod_pincode_blocked': 'Cash on delivery is not available at {pincode}. Please pay online.',
  'cod.cod_number_blocked':
    'Cash on delivery is not available for this number, since earlier parcels came back to us. Please pay online.',
  'cod.cod_too_many_open':
    'Please confirm your earlier cash-on-delivery order before placing another, or pay online.',
  // Cash on delivery: the order placed, and its confirmation from the message's link (docs/cod.md#confirmation)
  'cod.placed': 'Order {orderId} is placed. Please confirm it with the link we have sent you by SMS.',
  'cod.confirmed': 'Thank you! Order {orderId} is confirmed and we are getting it ready.',
  'cod.cancelled': 'Order {orderId} is cancelled. Nothing was charged.',
  'cod.linkUnknown': 'This confirmation link is not valid. Please open the link in our latest message.',
  'cod.linkCancelled': 'Order {orderId} was cancelled, so it cannot be confirmed any more.',
  'cod.linkExpired': 'Order {orderId} was not confirmed in time and has been cancelled. Please order again.',
  'cod.linkTooLate': 'Order {orderId} is already packed, so it cannot be cancelled here. Please contact us.',
  'cod.soldOut': '{item} has just sold out. Please remove it from your cart.',
  // Cash on delivery turned into a prepaid order (docs/cod.md#paying-online-instead)
  'cod.prepayOpened': 'Pay {amount} now and save {saving}',
  'cod.prepayCancelled': 'Order {orderId} is cancelled, so it cannot be paid for any more.',
  'cod.prepayTooLate':
    'Order {orderId} is already being packed or on its way, so please pay in cash when it arrives.',
  'cod.prepayPaid': 'Order {orderId} is already paid.',
  'cod.prepaid': 'Thank you! Order {orderId} is paid and the cash on delivery fee was removed.',

  // Coupons
  'coupon.notWithBundle': 'Coupons cannot be combined with the bundle discount',
  'coupon.notWithBundleShort': 'Not valid on bundles',
  'coupon.invalid': 'This coupon code is not valid',
  'coupon.invalidShort': 'Invalid coupon',
  'coupon.expired': 'This coupon has expired',
  'coupon.expiredShort': 'Expired',
  'coupon.usedUp': '{code} has been fully used',
  'coupon.usedUpShort': 'Fully used',
  'coupon.addMore': 'Add {amount} more to use {code}',
  'coupon.minimumOrder': 'Minimum order {amount}',
  'coupon.firstOrder': '{code} is for your first order only',
  'coupon.firstOrderShort': 'First order only',
  'coupon.alreadyUsed': 'You have already used {code}',
  'coupon.alreadyUsedShort': 'Already used',
  'coupon.paymentStarted': 'The payment has already started: the coupon can no longer change',
  'coupon.paymentStartedShort': 'Payment already started',
  'coupon.notUsable': 'the coupon {code} could not be used: {reason}',
  'coupon.noLongerValid': 'it is no longer valid',
  'coupon.usedUpWhilePaying': 'the coupon {code} was used up while you were paying',
  'coupon.applied': '{code} applied: you save {amount}',
  'coupon.removed': 'Coupon removed',

  // Payment
  'payment.startFailed': 'We could not start the payment. Please try again in a moment.',
  'payment.alreadyPaid': 'This order is already paid',
  'payment.badSignature': 'Payment verification failed: the signature does not match',
  'payment.notStarted': 'This order has no payment started',
  'payment.otherOrder': 'Payment verification failed: the payment belongs to another order',
  'payment.notThrough': 'The payment has not gone through',
  'payment.amountMismatch':
    'The amount paid ({paid}) does not match the order total ({total}). Your payment will be refunded to your original payment method within 5-7 working days.',
  'payment.soldOut': '{item} sold out while you were paying',
  'payment.cancelledMeanwhile': 'this order was cancelled before your payment came through',
  'payment.refundingSorry':
    'Sorry, {reason}. Your payment of {amount} will be refunded to your original payment method within 5-7 working days.',
  'payment.refunded': 'This payment has been refunded. Please contact us.',

  // Orders, returns and their documents
  'order.notFound': 'Order not found',
  'track.orderId': 'Order ID must look like ORD-2026-000123',
  'track.notFound': 'We found no order with this ID placed with this mobile number',
  'order.illegalMove': 'An order that is {state} cannot be {move}',
  'order.cancelWindow':
    'Orders can be cancelled within {minutes} minutes of placing them. Please contact us for help with this order.',
  'order.returnWindow':
    'Returns can be requested within {hours} hours of delivery. Please contact us for help with this order.',
  'history.shipped': 'Shipped with {carrier}, tracking number {trackingNumber}',
  'history.cancelledByYou': 'Cancelled by you',
  'history.cancelledByShop': 'Cancelled by the shop',
  'history.returnDeclined': 'The return was not accepted',
  'history.refunded': 'Refund of {amount} completed',
  'refundTo.kind': 'Choose where we send your refund: a UPI id or a bank account',
  'refundTo.name': "Account holder's name must be 3 to 120 characters",
  'refundTo.vpa': 'UPI id must look like name@bank',
  'refundTo.ifsc': 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits',
  'refundTo.ifscBank':
    'No bank in India uses the IFSC code {ifsc}: please check it against your passbook or cheque',
  'refundTo.accountNumber': 'Account number must be 9 to 18 digits',
  'refundTo.accountNumberAgain': 'The account numbers do not match: please type it again',
  'refundTo.needed':
    'Tell us where to send the refund: this order was paid in cash, so we pay it back by UPI or bank transfer',
  'return.alreadyRequested': 'A return has already been requested for this order',
  'return.why': 'Please tell us why you are returning it',
  'return.photosOfOrder': 'Photos must be uploaded for this order',
  'return.photosAgain': 'Please upload the photos again',
  'return.photoAsForm': 'Send the photo as a form upload',
  'return.choosePhoto': 'Choose a photo',
  'return.photoTooLarge': 'The photo is too large: at most 10 MB',
  'upload.photoType': 'Upload a JPEG, PNG or WebP photo',
  'upload.imageTooLarge': 'An image must be at most 10 MB',
  'upload.unreadable': 'This image could not be read; it may be damaged',
  'upload.tooManyPixels': 'This image is {megapixels} megapixels; the largest accepted is {max}',
  'upload.busy': 'The shop is busy with other images. Please try again in a moment.',
  'invoice.none':
    'This order has no tax invoice: it was not paid, or its payment was given back before anything was sold',
  'invoice.refundNotFound': 'Refund not found',
  'invoice.refundFailed': 'This refund did not go through, so there is no credit note for it',
  'invoice.creditNoteLater': 'The credit note is issued once the payment gateway completes the refund',

  // Answers that went well
  'login.codeSent': 'We have sent a 6-digit code to +91 {mobile}',
  'login.codeResent': 'A new code is on its way',
  'login.verified': 'Your number is verified',
  'login.verifiedWithOrder': 'Your number is verified and your order is in your account',
  'login.loggedOutEverywhere': 'You are logged out on every device',
  'profile.updated': 'Profile Updated',
  'consent.saved': 'Your WhatsApp choices are saved',
  'address.saved': 'Address saved',
  'address.updated': 'Address updated',
  'address.removed': 'Address removed',
  'payment.verified': 'Payment verified. Thank you for your order!',
  'return.photoUploaded': 'Photo uploaded',
  'review.thanks': 'Thank you! Your review will appear once our team has checked it.',
  'contact.thanks': 'Thank you for writing to us. We will get back to you within one working day.',
} as const;

export type MessageCode = keyof typeof EN_MESSAGES;

/**
 * Words that fill some placeholders, by the placeholder's name: a form's field labels ({label}), an order's
 * states ({state}, {move}), and the units of a wait ({after}: "10 minutes"). Other values (codes, amounts,
 * product names, numbers) are shown as they are.
 */
export const EN_TERMS = {
  label: [
    'Name',
    'Email',
    'Phone No',
    'Message',
    'Product',
    'Rating',
    'Display Name',
    'Review',
    'Mobile',
    'OTP',
    'First Name',
    'Last Name',
    'Address',
    'Locality',
    'City',
    'State',
    'Pincode',
    'Country',
    'Address Type',
    'Reason',
    'product',
    'qty',
    'Subtotal',
  ],
  state: [
    'pending',
    'placed',
    'confirmed',
    'packed',
    'shipped',
    'delivered',
    'cancelled',
    'return requested',
    'returned',
    'refunded',
  ],
  move: ['placed', 'confirmed', 'packed', 'shipped', 'marked delivered', 'cancelled', 'returned', 'refunded'],
  unit: ['second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'year', 'years'],
} as const;

export type TermKind = keyof typeof EN_TERMS;
export type Term<Kind extends TermKind> = (typeof EN_TERMS)[Kind][number];
