/** A ten-digit Indian mobile number as shoppers read it: "+91 98765 43210". */
export const spacedMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
