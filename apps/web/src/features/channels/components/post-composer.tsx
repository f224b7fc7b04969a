import '../../../components/all-mantine-styles';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { POST_MAX_LENGTH, postInputSchema, postMessages } from '@portal/contract';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { describeFailure } from '../../../lib/form-errors';
import { useCreatePost } from '../api/create-post';
import { wallMessages } from './wall-messages';

interface PostComposerProps {
  /** The channel to post in; omitted for the main community wall. */
  channelId?: string | undefined;
}

/**
 * Spec screen 16 composer: a text box and a Post button. Blank or whitespace-only text is never
 * sent (spec §5): the button stays disabled and the box says why.
 */
export function PostComposer({ channelId }: PostComposerProps) {
  const t = useT();
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePost();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const blank = content.trim() === '';
  // Only whitespace typed: say so at once; an untouched box just explains the disabled button.
  // The contract's messages are English; the server's and ours are already translated.
  const failureShown = content !== '' && blank ? postMessages.contentRequired : failure;
  const error = failureShown && t.text(failureShown);

  const submit = () => {
    const parsed = postInputSchema.safeParse({ content, channel: channelId });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? postMessages.contentRequired);
      textareaRef.current?.focus();
      return;
    }
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setContent('');
        textareaRef.current?.focus();
      },
      onError: (caught) =>
        setFailure(
          (caught instanceof ApiError && caught.fields.content) ||
            describeFailure(caught, { fallback: t(wallMessages.postFailed) }),
        ),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl+Enter (⌘+Enter on a Mac) posts without leaving the keyboard; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(wallMessages.newPost)}>
      <Stack gap="xs">
        <Textarea
          ref={textareaRef}
          label={t(wallMessages.newPost)}
          placeholder={t(wallMessages.composerPlaceholder)}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={POST_MAX_LENGTH}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setFailure(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
          description={
            error
              ? undefined
              : blank
                ? t.text(postMessages.contentRequired)
                : t(wallMessages.shortcut)
          }
        />
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatNumber(content.length)} / {formatNumber(POST_MAX_LENGTH)}
          </Text>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={blank}
            loading={create.isPending}
          >
            {t(wallMessages.post)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
