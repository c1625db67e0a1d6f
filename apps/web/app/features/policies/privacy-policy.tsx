import { brand } from '@shop/shared';
import {
  customerCareEmail,
  GrievanceContacts,
  type Policy,
  PolicyLink,
  registeredAddress,
} from './policy-kit.tsx';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  description: `How ${brand.name} collects, uses, shares and protects your personal data when you shop with us, and the choices and rights you have.`,
  intro: (
    <>
      <p>
        At {brand.name}, we care for your privacy the way we care for your skin: gently, honestly and without
        anything harmful hidden in the fine print. This Privacy Policy explains what personal data we collect
        when you visit our website or buy from us, why we collect it, who we share it with, and the rights you
        have over it.
      </p>
      <p>
        This policy is published in accordance with the Information Technology Act, 2000, the Information
        Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information)
        Rules, 2011 and the Digital Personal Data Protection Act, 2023. By using our website or placing an
        order, you agree to the collection and use of your information as described here.
      </p>
    </>
  ),
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          This website is operated by {brand.legalName} (“{brand.name}”, “we”, “us” or “our”), a company based
          in {brand.address.city}, {brand.address.state}, with its registered office at {registeredAddress}.
          We are the data fiduciary responsible for the personal data described in this policy.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Account details:</strong> your mobile number (used to sign in with a one-time password),
              your name and your e-mail address.
            </li>
            <li>
              <strong>Delivery details:</strong> the names, addresses, pin codes, phone numbers and e-mail
              addresses you save for shipping and billing, and whether an address is for home or office.
            </li>
            <li>
              <strong>Order details:</strong> the products you buy, order amounts, coupons used and your order
              history.
            </li>
            <li>
              <strong>Reviews and messages:</strong> product reviews, ratings and display names you submit,
              messages you send through our contact form, e-mail or WhatsApp, and photographs you share with
              us for a return claim.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <ul>
            <li>
              Technical data such as your IP address, browser type, device type, operating system and the
              pages you visit, collected to keep the website secure and working well.
            </li>
            <li>
              Information stored in your browser (see “Cookies and local storage” below), such as the contents
              of your cart and your signed-in session.
            </li>
          </ul>
          <h3>Information from our partners</h3>
          <ul>
            <li>
              Payment confirmations from our payment gateway, such as the payment ID, status and method. We
              never see or store your full card number, CVV, UPI PIN or net banking password: these are
              entered directly on the payment provider's secure page.
            </li>
            <li>
              Delivery updates from our courier partners, such as dispatch, transit and delivery status.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <>
          <p>We use your personal data only for clear, limited purposes:</p>
          <ul>
            <li>
              to create and secure your account and to sign you in with a one-time password sent to your
              mobile;
            </li>
            <li>
              to process, pack, ship and deliver your orders, and to send you order and delivery updates;
            </li>
            <li>
              to process payments, refunds and cancellations, and to prevent fraud and misuse of offers;
            </li>
            <li>to answer your questions, complaints and return requests;</li>
            <li>to publish the reviews you choose to submit, under the display name you choose;</li>
            <li>
              to send you news, offers and skincare tips, only where you have agreed to receive them (you can
              opt out at any time);
            </li>
            <li>to understand how our website is used so that we can improve it; and</li>
            <li>
              to comply with our legal, tax and accounting obligations, and to enforce our Terms and
              Conditions.
            </li>
          </ul>
          <p>We do not sell or rent your personal data to anyone.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            We share personal data only with those who need it to serve you, and only as much as they need:
          </p>
          <ul>
            <li>
              <strong>Payment partners</strong> (such as Razorpay) to process your payments and refunds
              securely;
            </li>
            <li>
              <strong>Courier and logistics partners</strong> to deliver your orders and arrange return
              pick-ups;
            </li>
            <li>
              <strong>Communication providers</strong> that send our one-time passwords, SMS, e-mails and
              WhatsApp messages on our behalf;
            </li>
            <li>
              <strong>Technology providers</strong> that host our website and data, and help us analyse and
              improve our service;
            </li>
            <li>
              <strong>Authorities</strong>, where we are required to by law, court order or a lawful request
              from a government agency, or to protect the rights, property or safety of {brand.name}, our
              customers or others;
            </li>
            <li>
              <strong>A successor business</strong>, if {brand.name} is merged, acquired or sells its assets,
              in which case your data stays protected by the promises in this policy.
            </li>
          </ul>
          <p>
            Our partners are bound by contract to keep your data confidential and to use it only to provide
            their services to us.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <>
          <p>
            Our website stores a small amount of information in your browser so that it works as you expect:
            your cart, your bundle, whether the cart drawer is open, and your signed-in session. This
            information stays on your device until you log out, clear your browser storage or place your
            order.
          </p>
          <p>
            We may also use cookies or similar tools from analytics and advertising partners to understand
            visits to our website and to measure our campaigns. You can block or delete cookies in your
            browser settings; the shop will still work, although some features may need you to sign in again.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          We keep your account details for as long as your account is active. Order, invoice and payment
          records are kept for as long as Indian tax and accounting laws require (generally eight years).
          Messages and return photographs are kept until your query is resolved and for a reasonable period
          afterwards in case of follow-up questions. When data is no longer needed, we delete or anonymise it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          We protect your data with reasonable security practices: encrypted connections (HTTPS) across the
          website, one-time-password sign-in instead of stored passwords, restricted access for our staff on a
          need-to-know basis, and payment handling by PCI DSS compliant payment partners. No method of
          transmission over the internet is completely secure, but we work hard to protect your information
          and will inform you and the authorities as the law requires if a breach affecting your data ever
          occurs.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>Under the Digital Personal Data Protection Act, 2023, you have the right to:</p>
          <ul>
            <li>get a summary of the personal data we hold about you and how we use it;</li>
            <li>
              correct, complete or update your data (you can edit your profile and addresses in your account);
            </li>
            <li>ask us to erase your data, unless we must keep it by law (for example, invoices);</li>
            <li>withdraw any consent you have given, such as for marketing messages;</li>
            <li>nominate another person to exercise these rights in case of death or incapacity; and</li>
            <li>raise a grievance with us, and then with the Data Protection Board of India.</li>
          </ul>
          <p>
            To use any of these rights, write to us at {customerCareEmail} from the e-mail or mobile number
            linked to your account. To stop marketing messages, use the unsubscribe link in our e-mails, reply
            STOP to our SMS, or tell us on WhatsApp.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our website and products are not directed at children under 12, and we do not knowingly collect
          personal data from them. Anyone under 18 may use our website and place orders only with the
          involvement and consent of a parent or legal guardian. If you believe a child has shared personal
          data with us, please contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'other-websites',
      title: 'Links to other websites',
      body: (
        <p>
          Our website links to other services, such as our social media pages, WhatsApp and our payment
          partner's checkout. Their own privacy policies apply when you use them, and we are not responsible
          for their practices.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this Privacy Policy from time to time, for example when we add a new service or the
          law changes. The updated policy takes effect as soon as it is posted on this page, so please check
          it now and then. Where a change is significant, we will also let you know by e-mail or a notice on
          our website. Please also read our{' '}
          <PolicyLink to="/terms-and-conditions">Terms and Conditions</PolicyLink>.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Grievance Officer and contact',
      body: <GrievanceContacts />,
    },
  ],
};
