import { Badge, Button, Collapse, Stack, Table, Text } from '@mantine/core';
import { auditActionSchema, type AuditEntry } from '@portal/contract';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../lib/format';
import { AuditDetails } from './audit-details';
import { actionPhrases, auditMessages as text } from './messages';

/** Money and deletions stand out; the rest is ordinary administration. */
function colourOf(action: string) {
  if (action.startsWith('ticket.') || action.startsWith('promo_code.')) return 'blue';
  if (action.endsWith('deleted') || action.endsWith('removed') || action.endsWith('rejected'))
    return 'red';
  if (action.endsWith('role_changed') || action.startsWith('site.')) return 'orange';
  return 'gray';
}

function useTargetLabel() {
  const t = useT();
  return ({ kind, label }: AuditEntry['target']) => {
    if (kind === 'site') return t(text.site);
    if (kind === 'roster') return t(text.roster);
    if (kind === 'batch') return t(text.batch, { batch: label });
    return label;
  };
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const targetLabel = useTargetLabel();
  const action = auditActionSchema.safeParse(entry.action).data;
  const when = <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>;
  const detailsId = `audit-details-${entry._id}`;
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {when}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.name || t(text.formerAccount)}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {when}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge
            variant="light"
            color={colourOf(entry.action)}
            radius="sm"
            h="auto"
            style={{ whiteSpace: 'normal' }}
            className={readable.readable}
          >
            {action ? t(actionPhrases[action]) : entry.action}
          </Badge>
          <Text size="sm" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
            {targetLabel(entry.target)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            aria-expanded={open}
            aria-controls={detailsId}
            rightSection={
              open ? (
                <IconChevronUp size={14} aria-hidden />
              ) : (
                <IconChevronDown size={14} aria-hidden />
              )
            }
            onClick={() => setOpen((was) => !was)}
          >
            {t(open ? text.hideDetails : text.showDetails)}
          </Button>
          <Collapse expanded={open} id={detailsId}>
            <AuditDetails detail={entry.detail} />
          </Collapse>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="md" style={{ overflowWrap: 'anywhere' }}>
        {targetLabel(entry.target)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The trail, newest first; each row's details open under its action. On a phone the time folds
 * under the actor and the target under the action, so nothing scrolls sideways at 375 px.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">{t(text.when)}</Table.Th>
            <Table.Th>{t(text.actor)}</Table.Th>
            <Table.Th>{t(text.action)}</Table.Th>
            <Table.Th visibleFrom="md">{t(text.target)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
