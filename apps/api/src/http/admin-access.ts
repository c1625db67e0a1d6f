import type { UserRole } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, SecondFactorRequiredError } from '../domain/errors.ts';
import { currentUser } from './auth.ts';

/** A back-office role a route may require: STAFF routes are open to admins too. */
export type BackOfficeRole = Exclude<UserRole, 'CUSTOMER'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** docs/admin.md#roles: the least role that may call this back-office route. Required under /admin. */
    role?: BackOfficeRole;
  }
}

const RANK: Record<UserRole, number> = { CUSTOMER: 0, STAFF: 1, ADMIN: 2 };

export function hasRole(role: UserRole, needed: BackOfficeRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** One back-office route, as the access tests walk them. */
export interface BackOfficeRoute {
  method: string;
  url: string;
  role: BackOfficeRole;
}

/**
 * Closes a scope to all but staff and admins. Every route registered in it must name its role, or the app
 * refuses to start: a new endpoint cannot be left open by forgetting. The check runs in onRequest, before the
 * body is parsed or validated, so a shopper learns nothing about a route's input. A member's session must also have
 * passed the second factor (docs/admin.md#second-factor).
 */
export function closeToShoppers(scope: FastifyInstance, routes: BackOfficeRoute[]): void {
  scope.addHook('onRoute', (route) => {
    const role = route.config?.role;
    if (role !== 'STAFF' && role !== 'ADMIN') {
      throw new Error(`Back-office route ${String(route.method)} ${route.url} names no role`);
    }
    if (route.method === 'HEAD') return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, role });
  });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    await scope.authenticate(request);
    const needed = request.routeOptions.config.role;
    const user = currentUser(request);
    if (!needed || !hasRole(user.role, needed)) {
      throw new ForbiddenError(
        user.role === 'CUSTOMER'
          ? 'This area is for the shop team'
          : 'Only an admin may do that; ask the shop owner',
      );
    }
    // After the role: a shopper learns nothing of the second factor, a member is sent to pass it.
    if (!user.secondFactor) throw new SecondFactorRequiredError();
  });
}
