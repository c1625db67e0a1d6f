import { brand } from '@shop/shared';
import {
  customerCareEmail,
  GrievanceContacts,
  type Policy,
  PolicyLink,
  registeredAddress,
  ToBeFilled,
} from './policy-kit.tsx';

export const termsAndConditions: Policy = {
  title: 'Terms and Conditions',
  description: `The terms that apply when you use the ${brand.name} website and buy from us: orders, pricing, offers and coupons, returns, user content, liability and governing law.`,
  intro: (
    <>
      <p>
        Welcome to {brand.name}. These Terms and Conditions (“Terms”) govern your use of our website and the
        purchase of products from us. The website is owned and operated by {brand.legalName},{' '}
        {registeredAddress} (“{brand.name}”, “we”, “us” or “our”).
      </p>
      <p>
        By visiting our website, creating an account or placing an order, you agree to these Terms, together
        with our <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>,{' '}
        <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink> and{' '}
        <PolicyLink to="/return-and-refund-policy">Refund and Cancellation Policy</PolicyLink>. If you do not
        agree, please do not use the website. This document is an electronic record under the Information
        Technology Act, 2000 and does not require a physical or digital signature.
      </p>
    </>
  ),
  sections: [
    {
      id: 'eligibility',
      title: 'Eligibility and your account',
      body: (
        <ul>
          <li>
            You may use this website if you can form a binding contract under the Indian Contract Act, 1872.
            If you are under 18, you may use it only with the involvement of a parent or legal guardian.
          </li>
          <li>
            You sign in with your mobile number and a one-time password. You are responsible for keeping
            access to your mobile number and account secure, and for all activity under your account.
          </li>
          <li>
            Please give us accurate, current information. We may suspend or close an account that uses false
            information or breaks these Terms.
          </li>
        </ul>
      ),
    },
    {
      id: 'use-of-website',
      title: 'Use of the website',
      body: (
        <>
          <p>
            The website and its content are for your <strong>personal, non-commercial use only</strong>.
            Without our written permission, you must not:
          </p>
          <ul>
            <li>frame or mirror any part of the website on another website;</li>
            <li>
              use robots, spiders, scrapers or other automated means to access, copy or collect content,
              prices or data from the website;
            </li>
            <li>
              buy products from us for resale, or resell or commercially exploit any part of the website;
            </li>
            <li>
              use our name, trademarks or content in meta tags or any other “hidden text” to attract visitors
              to another website; or
            </li>
            <li>
              attempt to gain unauthorised access to our systems, interfere with the website's operation, or
              upload viruses or other harmful code.
            </li>
          </ul>
          <p>
            All text, images, logos, product names and designs on the website belong to {brand.name} or its
            licensors.
          </p>
        </>
      ),
    },
    {
      id: 'products',
      title: 'Products and information',
      body: (
        <>
          <p>
            We take care to describe and photograph our products accurately. Natural ingredients vary slightly
            from batch to batch, so colour, scent and texture may differ a little from the pictures, and
            colours may look different on your screen.
          </p>
          <p>
            Information on our website, including our blog, is for general guidance and is not medical advice.
            Please read the ingredients list and do a patch test before first use; if you have a skin
            condition, an allergy or are pregnant, consult your doctor first.
          </p>
        </>
      ),
    },
    {
      id: 'pricing-and-orders',
      title: 'Pricing, payment and orders',
      body: (
        <ul>
          <li>All prices are in Indian Rupees (₹) and include GST and other applicable taxes.</li>
          <li>
            Prices and availability may change without notice. The price that applies is the one shown when
            you place your order.
          </li>
          <li>
            Placing an order is an offer to buy. Your order is accepted when we dispatch it. We may refuse or
            cancel an order, for example if a product is unavailable, if there is an obvious pricing or
            description error, or if we suspect fraud. If we cancel a prepaid order, we refund you in full.
          </li>
          <li>
            Online payments are processed by our payment partner. We do not store your card, UPI or net
            banking credentials.
          </li>
        </ul>
      ),
    },
    {
      id: 'offers',
      title: 'Offers, coupons and discounts',
      body: (
        <ul>
          <li>
            Discounts are calculated on the{' '}
            <strong>total merchandise value, including GST and other taxes</strong>.
          </li>
          <li>
            Only <strong>one credit note, gift coupon or coupon can be used per order</strong>, unless the
            offer states otherwise.
          </li>
          <li>
            Coupons are <strong>tied to the account</strong> to which they were issued and cannot be
            transferred, sold or exchanged for cash.
          </li>
          <li>Two offers cannot be combined unless the offer states otherwise.</li>
          <li>
            We may withdraw any offer, scheme or coupon, or change its terms, at any time without prior
            notice.
          </li>
          <li>
            Orders placed with misused, fraudulently obtained or unauthorised vouchers or coupons may be
            cancelled, and the voucher amount will not be refunded.
          </li>
        </ul>
      ),
    },
    {
      id: 'gift-cards',
      title: 'Gift cards',
      body: <p>Gift cards cannot be cancelled, returned or exchanged for cash once purchased.</p>,
    },
    {
      id: 'shipping-returns-refunds',
      title: 'Shipping, cancellations, returns and refunds',
      body: (
        <>
          <p>
            Delivery is governed by our <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink>, and
            cancellations, returns and refunds by our{' '}
            <PolicyLink to="/return-and-refund-policy">Refund and Cancellation Policy</PolicyLink>, which form
            part of these Terms.
          </p>
          <p>
            Refunds are made to the <strong>original payment method</strong>. For cash on delivery orders,
            refunds are made by <strong>bank transfer</strong> to an account you provide.
          </p>
        </>
      ),
    },
    {
      id: 'user-content',
      title: 'Reviews and other content you submit',
      body: (
        <>
          <p>
            When you post a review, rating, comment, photograph or message, you are solely responsible for it.
            Your content must be honest, your own and based on your real experience, and must not be unlawful,
            defamatory, obscene, misleading, or infringe anyone's rights.
          </p>
          <p>
            We do not review all content before it is published and are not responsible for content posted by
            users. We may, however, moderate, edit for length, decline or remove any content at our
            discretion. By submitting content, you grant us a free, non-exclusive, worldwide licence to use,
            reproduce and display it in connection with our website and brand.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            The website and products are provided on an “as is” and “as available” basis. To the fullest
            extent the law allows, {brand.name} is not liable for any indirect, incidental, special or
            consequential loss, or for any loss of profit, data or goodwill, arising from your use of the
            website or our products.
          </p>
          <p>
            In any case, our total liability to you for any claim relating to the website or a purchase shall
            not exceed <strong>INR 2,000</strong> (two thousand rupees). Any claim must be brought{' '}
            <strong>within one year</strong> after the cause of action arose, failing which it is permanently
            barred. Nothing in these Terms limits any right you have that cannot be limited under the Consumer
            Protection Act, 2019.
          </p>
        </>
      ),
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      body: (
        <p>
          You agree to indemnify and hold harmless {brand.name}, its directors, employees and partners from
          any claim, loss or demand, including reasonable legal fees, arising from your breach of these Terms,
          your content, or your misuse of the website.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and jurisdiction',
      body: (
        <p>
          These Terms are governed by the laws of India. Subject to your rights as a consumer, the courts at{' '}
          <ToBeFilled>
            city of jurisdiction, for example {brand.address.city}, {brand.address.state}
          </ToBeFilled>{' '}
          have exclusive jurisdiction over any dispute arising from these Terms or your use of the website.
        </p>
      ),
    },
    {
      id: 'general',
      title: 'General',
      body: (
        <ul>
          <li>
            <strong>Entire agreement:</strong> these Terms, together with the policies referred to in them,
            are the entire agreement between you and us about your use of the website, and replace any earlier
            understanding.
          </li>
          <li>
            <strong>Changes:</strong> we may change these Terms at any time. Changes take effect as soon as
            they are posted on this page, and your continued use of the website means you accept them.
          </li>
          <li>
            <strong>No partnership:</strong> nothing in these Terms creates a partnership, joint venture,
            agency or employment relationship between you and us.
          </li>
          <li>
            <strong>Severability:</strong> if any provision is found invalid or unenforceable, it will be
            enforced to the extent possible and the remaining provisions will stay in full force.
          </li>
          <li>
            <strong>No waiver:</strong> if we do not enforce a right at once, we have not given it up.
          </li>
        </ul>
      ),
    },
    {
      id: 'contact',
      title: 'Grievance Officer, customer care and escalation',
      body: (
        <>
          <p>Questions about these Terms are welcome at {customerCareEmail}.</p>
          <GrievanceContacts />
        </>
      ),
    },
  ],
};
