"""Desktop notifications: a title and a line of text shown by the operating system (`desktop.notify`)."""
