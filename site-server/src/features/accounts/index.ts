import { Company } from './company.entity';
import { PasswordReset } from './password-reset.entity';
import { UserSession } from './session.entity';
import { User } from './user.entity';

export { AccountService, NO_BACK_OFFICE, WRONG_CREDENTIALS } from './account.service';
export { accountsAdminRoutes } from './accounts.admin.routes';
export { accountsRoutes, signInLimiter } from './accounts.routes';
export { endSession, sessionMiddleware, startSession, SESSION_COOKIE } from './session.middleware';
export { SessionService, toSessionUser } from './session.service';
export { Company, PasswordReset, User, UserSession };

export const accountsEntities = [Company, User, UserSession, PasswordReset];
