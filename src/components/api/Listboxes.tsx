import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { STATIC_FACE_ATTRIBUTE, type ListboxRequest } from '@/lib/ui/api-markup';
import ListboxDropdown from '../ui/ListboxDropdown';

/**
 * The listboxes (Headless UI) of an operation's static dropdowns, each a portal into its
 * dropdown's wrapper from the operation's ApiBrowserCode: the rest of the operation is HTML that
 * React does not own. Loaded with the first one (src/lib/ui/static-dropdowns.ts).
 */
function Listbox({ request }: { request: ListboxRequest }) {
  const [value, setValue] = useState(request.dropdown.value);
  // The static face goes in the same frame as the listbox comes, and its choice can be set from outside.
  useLayoutEffect(() => {
    request.wrapper.querySelector(`:scope > [${STATIC_FACE_ATTRIBUTE}]`)?.remove();
    request.ready({ setValue });
  }, [request]);
  const { dropdown } = request;
  return (
    <ListboxDropdown
      label={dropdown.label}
      value={value}
      options={dropdown.options}
      {...(dropdown.className === undefined ? {} : { className: dropdown.className })}
      {...(dropdown.buttonClassName === undefined ? {} : { buttonClassName: dropdown.buttonClassName })}
      openWith={request.open.openWith}
      typedAhead={request.open.typedAhead}
      onChange={(next) => {
        setValue(next);
        request.onChange(next);
      }}
    />
  );
}

export default function Listboxes({ requests }: { requests: readonly ListboxRequest[] }) {
  return requests.map((request, index) => createPortal(<Listbox request={request} />, request.wrapper, String(index)));
}
