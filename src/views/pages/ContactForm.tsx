import { Alert, Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import { unclaimedFieldErrors } from '../../lib/failure';
import { useContactForm } from '../../machines/contactForm/useContactForm';
import { contactFormTexts as t } from './texts';

const formFields = new Set(['name', 'email', 'topic', 'message']);

/** Name, email, topic and message; refusals beside their fields, the draft kept when sending fails. */
export function ContactForm() {
  const form = useContactForm();
  const { draft, failure } = form;
  const fieldError = (field: string) => failure?.fields[field];
  const otherErrors = unclaimedFieldErrors(failure, (field) => formFields.has(field));
  return (
    <Stack as="section" gap="4" aria-labelledby="contact-form-heading">
      <Heading as="h2" size="lg" id="contact-form-heading">
        {t.heading}
      </Heading>
      {form.isSent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Stack gap="2" align="start">
            <Alert.Title>{t.sentTitle}</Alert.Title>
            <Alert.Description>{t.sentBody(draft.email)}</Alert.Description>
            <Button size="sm" variant="outline" onClick={form.writeAnother}>
              {t.writeAnother}
            </Button>
          </Stack>
        </Alert.Root>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send();
          }}
        >
          <Stack gap="4">
            <Text color="page.muted">{t.intro}</Text>
            <Field.Root invalid={Boolean(fieldError('name'))}>
              <Field.Label>{t.nameLabel}</Field.Label>
              <Input value={draft.name} autoComplete="name" maxLength={120} onChange={(e) => form.change('name', e.target.value)} />
              <Field.ErrorText>{fieldError('name')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldError('email'))}>
              <Field.Label>{t.emailLabel}</Field.Label>
              <Input type="email" value={draft.email} autoComplete="email" onChange={(e) => form.change('email', e.target.value)} />
              <Field.ErrorText>{fieldError('email')}</Field.ErrorText>
            </Field.Root>
            <SelectField label={t.topicLabel} value={draft.topic} options={t.topics} onChange={(value) => form.change('topic', value)} invalid={Boolean(fieldError('topic'))}>
              <Field.ErrorText>{fieldError('topic')}</Field.ErrorText>
            </SelectField>
            <Field.Root invalid={Boolean(fieldError('message'))}>
              <Field.Label>{t.messageLabel}</Field.Label>
              <Textarea value={draft.message} rows={6} maxLength={5000} onChange={(e) => form.change('message', e.target.value)} />
              <Field.ErrorText>{fieldError('message')}</Field.ErrorText>
            </Field.Root>
            {failure && failure.kind !== 'validation' && (
              <Text role="alert" color="red.fg">
                {t.failed} {failure.message}
              </Text>
            )}
            {otherErrors.map((message) => (
              <Text key={message} role="alert" color="red.fg">
                {message}
              </Text>
            ))}
            <Button type="submit" alignSelf="start" loading={form.isSending} loadingText={t.sending}>
              {t.send}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
