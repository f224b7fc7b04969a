import { Stack, Table, Text, TextInput } from '@mantine/core';
import { titledName, type Registration } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PhoneNumber } from '../../../components/phone-number';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../lib/format';
import { CheckInCheckbox } from './check-in-checkbox';
import { registrationsMessages as m } from './dashboard-messages';
import { RefundRegistrationButton } from './refund-registration-button';
import { refundButtonMessages } from './refund-messages';
import { RegistrationStatusBadge } from './registration-status-badge';
import classes from './registrations-table.module.css';
import {
  defaultSort,
  visibleRegistrations,
  type SortKey,
  type SortState,
} from './registrations-view';
import { SortableHeader } from './sortable-header';

interface RegistrationsTableProps {
  registrations: readonly Registration[];
  /** The registration whose check-in is being saved. */
  pendingId: string | null;
  onCheckIn: (registration: Registration, checkedIn: boolean) => void;
  /** The registration whose refund (or cancellation) is being made. */
  refundingId?: string | null;
  /** Refund a paid registration, or cancel a free one (issue 25 §4); absent: no such column. */
  onRefund?: ((registration: Registration) => void) | undefined;
}

/** Spec screen 20's registrations table, searchable and sortable, with check-in. */
export function RegistrationsTable({
  registrations,
  pendingId,
  onCheckIn,
  refundingId = null,
  onRefund,
}: RegistrationsTableProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(defaultSort);
  const rows = visibleRegistrations(registrations, search, sort);

  const onSort = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction:
        current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  if (registrations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t(m.noRegistrations)}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t(m.search)}
        placeholder={t(m.searchPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Text size="sm" c="dimmed" role="status">
        {rows.length === registrations.length
          ? t(m.count, { count: registrations.length })
          : t(m.showing, { shown: rows.length, total: registrations.length })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <caption className={classes.caption}>{t(m.registrations)}</caption>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader
                label={t(m.name)}
                sortKey="name"
                sort={sort}
                onSort={onSort}
                className={classes.name}
              />
              <Table.Th scope="col">{t(m.contact)}</Table.Th>
              <Table.Th scope="col">{t(m.guest)}</Table.Th>
              <Table.Th scope="col">{t(m.updates)}</Table.Th>
              <SortableHeader
                label={t(m.registered)}
                sortKey="registrationDate"
                sort={sort}
                onSort={onSort}
              />
              <SortableHeader label={t(m.status)} sortKey="status" sort={sort} onSort={onSort} />
              <Table.Th scope="col">{t(m.present)}</Table.Th>
              {onRefund && <Table.Th scope="col">{t(refundButtonMessages.actions)}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Th scope="row" className={classes.name}>
                  <Text size="sm" fw={500}>
                    {titledName(row.title, row.name)}
                  </Text>
                </Table.Th>
                <Table.Td className={classes.contact}>
                  <Text size="sm">{row.email}</Text>
                  <Text size="xs" c="dimmed">
                    <PhoneNumber value={row.phone} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.hasGuest ? (row.guestName ?? t(m.yes)) : t(m.no)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.wantsUpdates ? t(m.yes) : t(m.no)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    component="time"
                    dateTime={row.registrationDate}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatDateTime(row.registrationDate)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RegistrationStatusBadge registration={row} />
                </Table.Td>
                <Table.Td>
                  <CheckInCheckbox
                    registration={row}
                    pending={pendingId === row._id}
                    onChange={(checkedIn) => onCheckIn(row, checkedIn)}
                  />
                </Table.Td>
                {onRefund && (
                  <Table.Td>
                    <RefundRegistrationButton
                      registration={row}
                      pending={refundingId === row._id}
                      onRefund={onRefund}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t(m.noMatch, { search: search.trim() })}
        </Text>
      )}
    </Stack>
  );
}
