import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 10px;
  label {
    flex: 1 1 280px;
  }
`;

/** One id to look up (a document, a message), submitted as a whole. */
export function IdForm({
  label,
  submit,
  value,
  onSubmit,
}: {
  label: string;
  submit: string;
  value: string;
  onSubmit: (id: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) onSubmit(draft.trim());
  };
  return (
    <Form onSubmit={send}>
      <TextField label={label} value={draft} dir="ltr" spellCheck={false} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
