import { brand } from '@shop/shared';
import { customerCareEmail, GrievanceContacts, type Policy, PolicyLink, ToBeFilled } from './policy-kit.tsx';

export const shippingPolicy: Policy = {
  title: 'Shipping Policy',
  description: `${brand.name} ships across India, free on all prepaid orders. Processing and dispatch times, delivery charges, tracking and what to do if your parcel arrives damaged.`,
  intro: (
    <p>
      Every {brand.name} order is packed by hand at our facility in {brand.address.city},{' '}
      {brand.address.state}, and sent to you with trusted courier partners. This policy explains where we
      ship, what it costs, how long it takes and what to do if something goes wrong on the way.
    </p>
  ),
  sections: [
    {
      id: 'where-we-ship',
      title: 'Where we ship',
      body: (
        <p>
          We currently ship <strong>within India only</strong>, to most serviceable pin codes. If our courier
          partners cannot deliver to your pin code, we will let you know and, for a prepaid order, refund you
          in full. We do not ship outside India at this time.
        </p>
      ),
    },
    {
      id: 'charges',
      title: 'Shipping charges',
      body: (
        <ul>
          <li>
            <strong>Free shipping on all prepaid orders</strong>, paid online by UPI, card, net banking or
            wallet, whatever the order value.
          </li>
          <li>
            For cash on delivery orders below a minimum order value of{' '}
            <ToBeFilled>minimum order value for free delivery on cash on delivery orders, in ₹</ToBeFilled>, a
            delivery charge applies. It is shown clearly at checkout before you place the order.
          </li>
          <li>All prices on our website are in Indian Rupees and include GST.</li>
        </ul>
      ),
    },
    {
      id: 'timelines',
      title: 'Processing and delivery times',
      body: (
        <>
          <ul>
            <li>
              <strong>Dispatch:</strong> most orders leave our facility within{' '}
              <strong>1-2 business days</strong> of being placed.
            </li>
            <li>
              <strong>Processing time:</strong> please allow up to <strong>3-5 business days</strong> for an
              order to be processed during sales, festive seasons and other busy periods, or for large orders.
            </li>
            <li>
              <strong>Delivery:</strong> after dispatch, delivery time depends on your location. Metro cities
              are usually fastest; remote areas, hill stations and the North-East may take longer.
            </li>
          </ul>
          <p>
            Business days are Monday to Saturday, excluding public holidays. Orders placed after business
            hours or on a Sunday or holiday are processed from the next business day.
          </p>
        </>
      ),
    },
    {
      id: 'tracking',
      title: 'Order tracking',
      body: (
        <p>
          Once your order is dispatched, we send a tracking link by SMS or e-mail. You can also see the status
          of your orders under My Orders in your account. If your tracking has not updated for several days,
          write to {customerCareEmail} and we will follow up with the courier for you.
        </p>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery address and failed deliveries',
      body: (
        <>
          <p>
            Please check your name, full address, pin code and mobile number before placing an order: our
            courier partner will call this number if they cannot find you. We cannot change the address once
            an order has been dispatched.
          </p>
          <p>
            If a delivery fails after the courier's attempts, because of an incorrect address, an unreachable
            phone or a refused parcel, the order is returned to us. For a prepaid order, we will contact you
            to re-ship it or to refund the amount paid. Customers who repeatedly refuse cash on delivery
            orders may no longer be offered cash on delivery.
          </p>
        </>
      ),
    },
    {
      id: 'damaged',
      title: 'Damaged or tampered parcels',
      body: (
        <>
          <p>
            We pack every bottle and jar with care, but parcels sometimes have a rough journey. If your parcel
            looks tampered with or badly damaged, you may refuse to accept it from the courier. If you find a
            damaged or leaking product after opening it:
          </p>
          <ul>
            <li>
              report it to us within <strong>1-3 days of delivery</strong>, and within{' '}
              <strong>48 hours</strong> if you would like a return or replacement;
            </li>
            <li>
              request the return from the order under My Orders in your account, with up to four clear photos
              of the parcel, the product and the damage; and
            </li>
            <li>keep the product and its packaging until we have settled your claim.</li>
          </ul>
          <p>
            See our <PolicyLink to="/return-and-refund-policy">Refund and Cancellation Policy</PolicyLink> for
            how returns and refunds work.
          </p>
        </>
      ),
    },
    {
      id: 'delays',
      title: 'Delays beyond our control',
      body: (
        <p>
          Deliveries may occasionally be delayed by events outside our control, such as extreme weather,
          floods, strikes, local restrictions, courier network disruptions or festivals. We will keep you
          informed and do our best to get your order to you as quickly as possible.
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
