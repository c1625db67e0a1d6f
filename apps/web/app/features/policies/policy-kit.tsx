import { brand, whatsappLink } from '@shop/shared';
import { Link } from 'react-router';

export interface PolicySection {
  id: string;
  title: string;
  body: React.ReactNode;
}

export interface Policy {
  /** Heading and breadcrumb label. */
  title: string;
  /** Meta description. */
  description: string;
  intro: React.ReactNode;
  sections: PolicySection[];
}

/** A detail only the shop can supply; highlighted so it cannot go live unnoticed. */
export function ToBeFilled({ children }: { children: React.ReactNode }) {
  return (
    <mark className="rounded-md bg-clay-100 px-1.5 py-0.5 font-medium text-clay-700 ring-1 ring-clay-300 [box-decoration-break:clone]">
      [To be filled by the shop: {children}]
    </mark>
  );
}

export const customerCareEmail = (
  <a href={`mailto:${brand.email}`} className="whitespace-nowrap">
    {brand.email}
  </a>
);

export const customerCarePhone = <a href={`tel:${brand.phone.replace(/\s+/g, '')}`}>{brand.phone}</a>;

export const registeredAddress = `${brand.address.line1}, ${brand.address.line2}, ${brand.address.city}, ${brand.address.state} ${brand.address.pincode}, ${brand.address.country}`;

/** Internal link to another policy; policies are plain links with a full page load (docs/product.md#policy-pages). */
export function PolicyLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} reloadDocument>
      {children}
    </Link>
  );
}

/**
 * Customer care, the Grievance Officer and the escalation path: required on every Indian e-commerce site by the
 * Consumer Protection (E-Commerce) Rules, 2020 and the IT Rules, 2011.
 */
export function GrievanceContacts() {
  return (
    <>
      <h3>Customer care</h3>
      <p>For anything about an order, a product, a return or your account, please contact us first:</p>
      <ul>
        <li>E-mail: {customerCareEmail}</li>
        <li>Phone: {customerCarePhone}</li>
        <li>
          WhatsApp:{' '}
          <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
            chat with us
          </a>
        </li>
        <li>Hours: {brand.customerServiceHours} (excluding public holidays)</li>
      </ul>
      <p>Please mention your order ID, if you have one, so that we can help you faster.</p>

      <h3>Grievance Officer</h3>
      <p>
        In accordance with the Information Technology Act, 2000, the rules made under it, and the Consumer
        Protection (E-Commerce) Rules, 2020, the details of our Grievance Officer are:
      </p>
      <ul>
        <li>
          Name: <ToBeFilled>Grievance Officer's full name</ToBeFilled>
        </li>
        <li>
          Designation: <ToBeFilled>Grievance Officer's designation</ToBeFilled>
        </li>
        <li>
          E-mail: <ToBeFilled>Grievance Officer's e-mail address</ToBeFilled>
        </li>
        <li>
          Phone: <ToBeFilled>Grievance Officer's phone number</ToBeFilled>
        </li>
        <li>
          Address: {brand.legalName}, {registeredAddress}
        </li>
      </ul>

      <h3>Escalation</h3>
      <ol>
        <li>Write to customer care with your order ID and a description of the issue.</li>
        <li>
          If your concern is not resolved to your satisfaction within 7 days, write to the Grievance Officer
          at the details above, quoting your earlier ticket or e-mail.
        </li>
        <li>
          The Grievance Officer will acknowledge your complaint within 48 hours and work to resolve it within
          one month of receiving it.
        </li>
        <li>
          If you are still not satisfied, you may contact the National Consumer Helpline on 1915 or at{' '}
          <a href="https://consumerhelpline.gov.in" target="_blank" rel="noopener noreferrer">
            consumerhelpline.gov.in
          </a>
          , or approach the appropriate Consumer Disputes Redressal Commission.
        </li>
      </ol>
    </>
  );
}
