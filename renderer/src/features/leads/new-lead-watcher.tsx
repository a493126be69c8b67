import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { leadKindName } from './lead-labels';

/** How often the back office asks for new leads. */
export const NEW_LEAD_POLL_MS = 30_000;

/**
 * Tells sales staff of each new lead while the back office is open: a notification in the window
 * and, where the system allows it (the desktop app does), a system notification that opens the lead.
 */
export function NewLeadWatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    let lastId: number | null = null;
    let stopped = false;
    const check = async () => {
      try {
        const answer = await api.call(leadsAdminCalls.newLeads, { query: { after: lastId ?? 0 } });
        if (stopped) return;
        if (lastId !== null)
          for (const lead of answer.leads) {
            const title = t('admin.leads.newLead');
            const body = [leadKindName(lead.kind), lead.name, lead.contactName, lead.emailFrom]
              .filter(Boolean)
              .join(' · ');
            notifications.show({ title, message: body, autoClose: 10_000 });
            if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
              new Notification(title, { body, tag: `lead-${lead.id}` }).onclick = () =>
                void navigate(`/leads/${lead.id}`);
          }
        lastId = answer.lastId;
      } catch {
        // Offline or signed out: the next round tries again.
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), NEW_LEAD_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [navigate]);
  return null;
}
