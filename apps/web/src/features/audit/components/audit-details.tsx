import { Code, List, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { auditMessages as text } from './messages';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** A value as a person reads it: a list of people by name, null as a dash, the rest as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'name' in item)
  )
    return value.map((item: { name: unknown }) => String(item.name)).join(', ') || '—';
  return JSON.stringify(value);
}

/** What changed, field by field ("role: member → admin"); field names as the API names them. */
export function AuditDetails({ detail }: { detail: Record<string, unknown> }) {
  const t = useT();
  const entries = Object.entries(detail);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(text.noDetails)}
      </Text>
    );
  return (
    <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
      {entries.map(([key, value]) => (
        <List.Item key={key} style={{ overflowWrap: 'anywhere' }}>
          <Code>{key}</Code>{' '}
          {isChange(value) ? `${shown(value.from)} → ${shown(value.to)}` : shown(value)}
        </List.Item>
      ))}
    </List>
  );
}
