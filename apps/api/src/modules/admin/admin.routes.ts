import type { FastifyInstance } from 'fastify';
import { type BackOfficeRoute, closeToShoppers } from '../../http/admin-access.ts';
import { auditAdminRoutes } from '../audit/audit.admin.routes.ts';
import { blogAdminRoutes } from '../blog/blog.admin.routes.ts';
import { catalogAdminRoutes } from '../catalog/catalog.admin.routes.ts';
import { codAdminRoutes } from '../cod/cod.admin.routes.ts';
import { codRemittancesAdminRoutes } from '../cod/cod-remittances.admin.routes.ts';
import { contactAdminRoutes } from '../contact/contact.admin.routes.ts';
import { contentAdminRoutes } from '../content/content.admin.routes.ts';
import { couponsAdminRoutes } from '../coupons/coupons.admin.routes.ts';
import { invoicesAdminRoutes } from '../invoices/invoices.admin.routes.ts';
import { jobsAdminRoutes } from '../jobs/jobs.admin.routes.ts';
import { messageLogAdminRoutes } from '../notifications/message-log.admin.routes.ts';
import { ordersAdminRoutes } from '../orders/orders.admin.routes.ts';
import { reviewsAdminRoutes } from '../reviews/reviews.admin.routes.ts';
import { settingsAdminRoutes } from '../settings/settings.admin.routes.ts';
import { shippingAdminRoutes } from '../shipping/shipping.admin.routes.ts';
import { stockAlertsAdminRoutes } from '../stock-alerts/stock-alerts.admin.routes.ts';
import { uploadsAdminRoutes } from '../uploads/uploads.admin.routes.ts';
import { usersAdminRoutes } from '../users/users.admin.routes.ts';
import { dashboardAdminRoutes } from './dashboard.admin.routes.ts';

/**
 * docs/admin.md: the back office's API under /api/v1/admin. Each module keeps its own `*.admin.routes.ts`;
 * this is the one place they are mounted, behind the role check.
 */
export async function adminRoutes(
  fastify: FastifyInstance,
  options: { routes: BackOfficeRoute[] },
): Promise<void> {
  closeToShoppers(fastify, options.routes);
  await fastify.register(auditAdminRoutes);
  await fastify.register(usersAdminRoutes);
  await fastify.register(reviewsAdminRoutes);
  await fastify.register(contactAdminRoutes);
  await fastify.register(contentAdminRoutes);
  await fastify.register(blogAdminRoutes);
  await fastify.register(catalogAdminRoutes);
  await fastify.register(uploadsAdminRoutes);
  await fastify.register(ordersAdminRoutes);
  await fastify.register(codAdminRoutes);
  await fastify.register(shippingAdminRoutes);
  await fastify.register(invoicesAdminRoutes);
  await fastify.register(dashboardAdminRoutes);
  await fastify.register(couponsAdminRoutes);
  await fastify.register(jobsAdminRoutes);
  await fastify.register(messageLogAdminRoutes);
  await fastify.register(settingsAdminRoutes);
  await fastify.register(codRemittancesAdminRoutes);
  await fastify.register(stockAlertsAdminRoutes);
}
