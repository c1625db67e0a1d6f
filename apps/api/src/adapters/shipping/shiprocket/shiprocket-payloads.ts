import type { OrderAddress } from '@shop/shared';
import type { CourierQuote, Serviceability, ShipmentRequest } from '../shipping-provider.ts';
import { indiaDate, isoToIndia } from './india-time.ts';

/** The shop's warehouse, where forward parcels leave from and returns go back to. */
export interface Warehouse {
  /** The pickup location's nickname as saved in Shiprocket. */
  pickupLocation: string;
  name: string;
  address: OrderAddress;
  phone: string;
  email: string;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const kilograms = (grams: number) => Math.round(grams) / 1000;
/** Shiprocket wants a 10-digit mobile number, without +91. */
const mobile = (phone: string) => phone.replace(/\D/g, '').slice(-10);

function splitName(full: string): { first: string; last: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

function addressFields(prefix: 'billing' | 'shipping' | 'pickup', address: OrderAddress) {
  const { first, last } = splitName(address.name);
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: last,
    [`${prefix}_address`]: address.line1,
    [`${prefix}_address_2`]: address.line2,
    [`${prefix}_city`]: address.city,
    [`${prefix}_pincode`]: address.zipcode,
    [`${prefix}_state`]: address.state,
    [`${prefix}_country`]: address.country || 'India',
  };
}

function lineItems(request: ShipmentRequest) {
  return request.lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    units: line.units,
    selling_price: rupees(line.sellingPricePaise),
    ...(line.hsn ? { hsn: line.hsn } : {}),
  }));
}

function parcelFields(request: ShipmentRequest) {
  return {
    length: request.parcel.lengthCm,
    breadth: request.parcel.breadthCm,
    height: request.parcel.heightCm,
    weight: kilograms(request.parcel.weightGrams),
  };
}

/** `POST /orders/create/adhoc`: a forward order, picked up at the warehouse's pickup location. */
export function adhocOrderBody(request: ShipmentRequest, warehouse: Warehouse) {
  return {
    order_id: request.orderId,
    order_date: isoToIndia(request.orderDate).slice(0, 16),
    pickup_location: warehouse.pickupLocation,
    ...addressFields('billing', request.billingAddress),
    billing_email: request.customer.email ?? warehouse.email,
    billing_phone: mobile(request.customer.phone),
    shipping_is_billing: false,
    ...addressFields('shipping', request.shippingAddress),
    shipping_email: request.customer.email ?? warehouse.email,
    shipping_phone: mobile(request.customer.phone),
    order_items: lineItems(request),
    payment_method: request.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
    shipping_charges: 0,
    giftwrap_charges: 0,
    transaction_charges: 0,
    total_discount: 0,
    sub_total: rupees(request.subTotalPaise),
    ...parcelFields(request),
  };
}

/** `POST /orders/create/return`: picked up at the shopper's address, delivered to the warehouse. */
export function returnOrderBody(request: ShipmentRequest, warehouse: Warehouse) {
  const { first, last } = splitName(warehouse.name);
  return {
    order_id: request.orderId,
    order_date: isoToIndia(request.orderDate).slice(0, 10),
    ...addressFields('pickup', request.shippingAddress),
    pickup_email: request.customer.email ?? warehouse.email,
    pickup_phone: mobile(request.customer.phone),
    shipping_customer_name: first,
    shipping_last_name: last,
    shipping_address: warehouse.address.line1,
    shipping_address_2: warehouse.address.line2,
    shipping_city: warehouse.address.city,
    shipping_pincode: warehouse.address.zipcode,
    shipping_state: warehouse.address.state,
    shipping_country: warehouse.address.country || 'India',
    shipping_email: warehouse.email,
    shipping_phone: mobile(warehouse.phone),
    order_items: lineItems(request),
    payment_method: 'PREPAID',
    total_discount: 0,
    sub_total: rupees(request.subTotalPaise),
    ...parcelFields(request),
  };
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** `GET /courier/serviceability/`'s `data`: the couriers, each with its rate (rupees), days and COD. */
export function readServiceability(json: Record<string, unknown>): Serviceability {
  const data = (json.data ?? {}) as Record<string, unknown>;
  const companies = Array.isArray(data.available_courier_companies) ? data.available_courier_companies : [];
  const couriers: CourierQuote[] = companies.flatMap((entry) => {
    const company = entry as Record<string, unknown>;
    const id = company.courier_company_id ?? company.id;
    const rate = asNumber(company.rate ?? company.freight_charge);
    if (id === undefined || !Number.isFinite(rate)) return [];
    const days = asNumber(company.estimated_delivery_days ?? Number.NaN);
    const rating = asNumber(company.rating);
    return [
      {
        courierId: asText(id),
        courierName: asText(company.courier_name),
        ratePaise: Math.round(rate * 100),
        estimatedDays: Number.isFinite(days) ? days : 0,
        estimatedDelivery: indiaDate(company.etd),
        cod: asNumber(company.cod) === 1,
        rating: Number.isFinite(rating) ? rating : null,
      },
    ];
  });
  const recommended = data.recommended_courier_company_id ?? data.shiprocket_recommended_courier_id;
  return {
    serviceable: couriers.length > 0,
    couriers,
    recommendedCourierId: recommended === undefined || recommended === null ? null : asText(recommended),
  };
}
