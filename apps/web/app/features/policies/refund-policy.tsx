import { brand, ORDER_POLICY, whatsappLink } from '@shop/shared';
import { cancelWindowIn, returnWindowIn } from './order-windows.ts';
import {
  customerCareEmail,
  customerCarePhone,
  GrievanceContacts,
  type Policy,
  PolicyLink,
} from './policy-kit.tsx';

const cancelWindow = cancelWindowIn('en');
const returnWindow = returnWindowIn('en');
const photoCount =
  ['no', 'one', 'two', 'three', 'four', 'five', 'six'][ORDER_POLICY.maxReturnPhotos] ??
  String(ORDER_POLICY.maxReturnPhotos);

export const refundPolicy: Policy = {
  title: 'Refund and Cancellation Policy',
  description: `Cancel a ${brand.name} order within ${cancelWindow}, request a return within ${returnWindow} of delivery, and get refunds to your original payment method. Full terms and timelines.`,
  intro: (
    <>
      <p>
        We want you to love every {brand.name} product. Because our skincare and haircare are personal-care
        products that go on your skin and hair, we cannot take back products that have been opened or used.
        But if something reaches you damaged, leaking, expired or different from what you ordered, we will
        make it right.
      </p>
      <p>
        This policy explains how to cancel an order, when a return is possible, and how and when refunds are
        paid.
      </p>
    </>
  ),
  sections: [
    {
      id: 'cancellation',
      title: 'Cancelling an order',
      body: (
        <>
          <ul>
            <li>
              You can cancel an order <strong>within {cancelWindow} of placing it</strong>, as long as it has{' '}
              <strong>not yet been packed</strong>.
            </li>
            <li>
              To cancel, open the order under <PolicyLink to="/user/my-orders">My Orders</PolicyLink> in your
              account and choose <strong>Cancel order</strong>; the page shows until when you can. You can
              also write to us at {customerCareEmail}, call {customerCarePhone} or{' '}
              <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                message us on WhatsApp
              </a>{' '}
              with your order ID within the same time.
            </li>
            <li>
              After {cancelWindow}, or once the order has been packed, it can no longer be cancelled. If you
              receive a damaged or wrong product, the returns process below applies.
            </li>
            <li>
              For a cancelled prepaid order, we refund the full amount paid, including any shipping charge.
            </li>
          </ul>
          <h3>Cancellations by us</h3>
          <p>
            We may cancel an order, in full or in part, if a product is out of stock, if there is an obvious
            error in price or product information, if we cannot deliver to your pin code, or if we suspect
            fraud or misuse of an offer or voucher (see our{' '}
            <PolicyLink to="/terms-and-conditions">Terms and Conditions</PolicyLink>). If we cancel a prepaid
            order, you receive a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'returns',
      title: 'Returns',
      body: (
        <>
          <p>
            You may request a return <strong>within {returnWindow} of delivery</strong> if the product you
            received:
          </p>
          <ul>
            <li>is damaged, broken or leaking;</li>
            <li>
              is different from the product or size you ordered, or an item is missing from your order; or
            </li>
            <li>has passed its expiry date.</li>
          </ul>
          <h3>How to request a return</h3>
          <ol>
            <li>
              Within {returnWindow} of delivery, open the order under{' '}
              <PolicyLink to="/user/my-orders">My Orders</PolicyLink> and choose{' '}
              <strong>Request a return</strong>, with a short description of the problem. (You can also write
              to {customerCareEmail} or message us on WhatsApp with your order ID.)
            </li>
            <li>
              Add up to <strong>{photoCount} clear photos</strong>: the outer package showing the shipping
              label, the product showing the issue, and a close-up of the damage or the batch and expiry
              details.
            </li>
            <li>
              Keep the product and its original packaging until the claim is settled. Our team will review
              your claim and, once it is approved, arrange a replacement or a refund and, where needed, a
              reverse pick-up.
            </li>
          </ol>
          <p>
            We may decline a claim that is raised after {returnWindow}, that comes without photos, or where
            the photos do not show the problem described. A return can be requested once per order.
          </p>
          <h3>Products that cannot be returned</h3>
          <ul>
            <li>
              products that have been opened, used or had their seal broken, unless they arrived defective;
            </li>
            <li>products returned without their original packaging, labels or invoice;</li>
            <li>free gifts, samples and promotional items; and</li>
            <li>gift cards, which cannot be cancelled or returned.</li>
          </ul>
          <p>
            Every skin is different, so we recommend a patch test before first use. A product not suiting your
            skin is not, on its own, a reason for return, but please tell us about any reaction: we read every
            message.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <>
          <ul>
            <li>
              Once a cancellation or return is approved, we process the refund within{' '}
              <strong>24-48 business hours</strong>.
            </li>
            <li>
              After we process it, the refund can take a further <strong>3-7 working days</strong> to appear
              in your account, depending on your bank or payment provider.
            </li>
            <li>
              Refunds are made to the <strong>original payment method</strong>: to the same card, UPI ID,
              wallet or bank account you paid with.
            </li>
            <li>
              For <strong>cash on delivery</strong> orders, refunds are made by bank transfer. We will ask you
              for your account holder name, account number and IFSC code; please check them carefully, as we
              cannot recover a transfer made to details you gave us by mistake.
            </li>
            <li>
              Where a coupon or voucher was used, the refund covers the amount actually paid. A voucher that
              was misused or used without authorisation is not refunded.
            </li>
          </ul>
          <h3>Delays for questionable charges</h3>
          <p>
            If we, our payment partner or your bank find unusual or questionable activity on an order or
            account (for example suspected fraud, repeated chargebacks or misuse of offers), the refund may be
            delayed by <strong>3-6 months</strong> while the matter is investigated. We will keep you informed
            during this period.
          </p>
        </>
      ),
    },
    {
      id: 'shipping-charges',
      title: 'Shipping charges',
      body: (
        <p>
          Shipping charges are refunded when an order is cancelled before dispatch, or when a return is
          approved because of damage, an error on our part or an expired product. Read our{' '}
          <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink> for delivery charges and timelines.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Questions and grievances',
      body: <GrievanceContacts />,
    },
  ],
};
