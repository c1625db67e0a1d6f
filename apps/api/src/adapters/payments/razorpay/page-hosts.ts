import type { CheckoutPageHosts } from '../payment-provider.ts';

/** Razorpay's checkout script opens its own frames and calls its own API and logging hosts from the page. */
export const RAZORPAY_PAGE_HOSTS: CheckoutPageHosts = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};
