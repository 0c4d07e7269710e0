import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { SALUTATIONS, type Salutation } from '../../domain/registration';

export interface PersonName {
  salutation: Salutation;
  first_name: string;
  last_name: string;
}

/** Generic over the whole form's fields, so each form passes its own setter unchanged. */
export interface NameFieldsProps<T extends PersonName> {
  values: T;
  errors: { first_name?: string; last_name?: string };
  onChange: <K extends keyof T>(name: K, value: T[K]) => void;
}

/** Salutation, First Name and Last Name: the same three fields in sign-up and SME onboarding. */
export function NameFields<T extends PersonName>({ values, errors, onChange }: NameFieldsProps<T>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NativeSelect
        label="Salutation"
        data={[...SALUTATIONS]}
        value={values.salutation}
        onChange={(e) => onChange('salutation', e.currentTarget.value as Salutation as T['salutation'])}
      />
      <TextInput
        label="First Name"
        autoComplete="given-name"
        value={values.first_name}
        onChange={(e) => onChange('first_name', e.currentTarget.value as T['first_name'])}
        error={errors.first_name}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        value={values.last_name}
        onChange={(e) => onChange('last_name', e.currentTarget.value as T['last_name'])}
        error={errors.last_name}
      />
    </SimpleGrid>
  );
}
