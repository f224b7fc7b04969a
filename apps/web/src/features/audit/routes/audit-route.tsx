import { Stack } from '@mantine/core';
import { auditActionSchema } from '@portal/contract';
import { IconHistoryOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LedgerEmpty, LedgerMore, LedgerScreen } from '../../../components/ledger-screen';
import { useT } from '../../../i18n/i18n-provider';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { AuditFiltersBar } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { auditPageMessages as text } from './messages';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address; a value the server would refuse (a typo in a link) is ignored. */
function readFilters(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor')?.trim().slice(0, 100);
  const action = auditActionSchema.safeParse(params.get('action') ?? undefined).data;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(actor && { actor }),
    ...(action && { action }),
    ...(day.test(from) && { from }),
    ...(day.test(to) && { to }),
  };
}

function filtersQuery(filters: AuditFilters) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

/** /admin/audit: what admins and managers did to others' data and money, for a site admin. */
export function AuditRoute() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const audit = useAudit(filters);
  return (
    <LedgerScreen
      text={text}
      filters={filters}
      filterBar={
        <AuditFiltersBar
          filters={filters}
          onChange={(next) => setSearchParams(filtersQuery(next), { replace: true })}
        />
      }
      query={audit}
      download={useDownloadAuditCsv()}
    >
      {(data) => {
        const entries = data.pages.flatMap((page) => page.items);
        return entries.length === 0 ? (
          <LedgerEmpty
            icon={<IconHistoryOff aria-hidden />}
            filtered={Object.keys(filters).length > 0}
            text={text}
          />
        ) : (
          <Stack gap="md">
            <AuditTable entries={entries} />
            <LedgerMore
              shown={t(text.shown, { count: entries.length })}
              label={t(text.loadMore)}
              query={audit}
            />
          </Stack>
        );
      }}
    </LedgerScreen>
  );
}
